import { c, table, type RowOf } from './columns'

export const PROJECT_STATUSES = ['pending', 'in_progress', 'completed'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** Also read by the home page's 'Igangværende projekter' panel (status 'in_progress'). */
export const projects = table('projects', ['id'], {
  id: c.uuid(),
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
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type Project = RowOf<typeof projects>

export const projectUpdates = table('project_updates', ['id'], {
  id: c.uuid(),
  project_id: c.uuid(),
  title: c.text(),
  description: c.text(),
  progress: c.int(),
  status: c.text(),
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type ProjectUpdate = RowOf<typeof projectUpdates>

export const projectImages = table('project_images', ['id'], {
  id: c.uuid(),
  project_id: c.uuid(),
  /** The original file (signed-in users only). */
  url: c.text(),
  /** A small WebP for the gallery grid. */
  thumbnail_url: c.text(),
  /** The uploaded file's name, for display and download. */
  file_name: c.text(),
  caption: c.text().orNull(),
  /** The uploader (named created_by like every other child row's author, so one ownership rule serves all). */
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
})
export type ProjectImage = RowOf<typeof projectImages>

export const projectImportantDates = table('project_important_dates', ['id'], {
  id: c.uuid(),
  project_id: c.uuid(),
  title: c.text(),
  date: c.date(),
  description: c.text().orNull(),
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
})
export type ProjectImportantDate = RowOf<typeof projectImportantDates>

export const projectTables = {
  projects,
  project_updates: projectUpdates,
  project_images: projectImages,
  project_important_dates: projectImportantDates,
} as const
