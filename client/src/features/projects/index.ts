// The projects feature's pages.
export { ProjectsPage } from './projects-page'
export { ProjectDetailPage } from './project-detail-page'
