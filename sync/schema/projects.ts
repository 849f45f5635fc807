import { authored, c, entity, type RowOf } from './columns'

export const PROJECT_STATUSES = ['pending', 'in_progress', 'completed'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** Also read by the home page's 'Igangværende projekter' panel (status 'in_progress'). */
export const projects = entity('projects', {
  name: c.text(),
  description: c.text().orNull(),
  status: c.text(),
  start_date: c.date().orNull(),
  end_date: c.date().orNull(),
  deadline: c.date().orNull(),
  /** A user id. */
  project_leader: c.text().orNull(),
  /** 0-100, set by the latest added or edited update. */
  progress: c.int(),
  ...authored,
  updated_at: c.timestamptz(),
})
export type Project = RowOf<typeof projects>

export const projectUpdates = entity('project_updates', {
  project_id: c.uuid(),
  title: c.text(),
  description: c.text(),
  progress: c.int(),
  status: c.text(),
  ...authored,
  updated_at: c.timestamptz(),
})
export type ProjectUpdate = RowOf<typeof projectUpdates>

export const projectImages = entity('project_images', {
  project_id: c.uuid(),
  /** The original file (signed-in users only). */
  url: c.text(),
  /** A small WebP for the gallery grid. */
  thumbnail_url: c.text(),
  /** The uploaded file's name, for display and download. */
  file_name: c.text(),
  caption: c.text().orNull(),
  /** The uploader (named created_by like every other child row's author, so one ownership rule serves all). */
  ...authored,
})
export type ProjectImage = RowOf<typeof projectImages>

export const projectImportantDates = entity('project_important_dates', {
  project_id: c.uuid(),
  title: c.text(),
  date: c.date(),
  description: c.text().orNull(),
  ...authored,
})
export type ProjectImportantDate = RowOf<typeof projectImportantDates>

export const projectTables = {
  projects,
  project_updates: projectUpdates,
  project_images: projectImages,
  project_important_dates: projectImportantDates,
} as const
