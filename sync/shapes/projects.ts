import { projectTables } from '../schema/projects'
import { projectChildRules, projectRules } from '../permissions/projects'
import { allColumns, type ShapeDef } from './types'

/** Shape and local table names equal the server table names (the home page reads `projects`). */
export const projectShapes = {
  projects: {
    table: projectTables.projects,
    localTable: 'projects',
    columns: allColumns(projectTables.projects),
    where: projectRules.read,
  },
  project_updates: {
    table: projectTables.project_updates,
    localTable: 'project_updates',
    columns: allColumns(projectTables.project_updates),
    where: projectChildRules.read,
  },
  project_images: {
    table: projectTables.project_images,
    localTable: 'project_images',
    columns: allColumns(projectTables.project_images),
    where: projectChildRules.read,
  },
  project_important_dates: {
    table: projectTables.project_important_dates,
    localTable: 'project_important_dates',
    columns: allColumns(projectTables.project_important_dates),
    where: projectChildRules.read,
  },
} satisfies Record<string, ShapeDef>
