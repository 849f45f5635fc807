// Kysely's view of migrations/0051_projects.sql, merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { Project, ProjectImage, ProjectImportantDate, ProjectUpdate } from '../../../sync/schema/projects'

export interface ProjectTables {
  projects: WithDefaults<Project, 'id' | 'status' | 'progress' | 'created_at' | 'updated_at'>
  project_updates: WithDefaults<ProjectUpdate, 'id' | 'created_at' | 'updated_at'>
  project_images: WithDefaults<ProjectImage, 'id' | 'created_at'>
  project_important_dates: WithDefaults<ProjectImportantDate, 'id' | 'created_at'>
}
