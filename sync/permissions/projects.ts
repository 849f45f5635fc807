import type { Project, ProjectImage } from '../schema/projects'
import { admins, anyOf, ownedBy, signedIn, type Rule } from '../rules'
import type { ResourceRules } from './types'

/**
 * Everyone signed in reads projects and may start one (canCreate). The creator or an admin
 * edits and deletes it, and the same people (canEdit) write its updates, images and dates:
 * the write routes apply `update` to the parent project inside each child write's guard.
 */
export const projectRules: ResourceRules<Project> = {
  read: signedIn,
  create: signedIn,
  update: anyOf(admins, ownedBy<Project>('created_by')),
  delete: anyOf(admins, ownedBy<Project>('created_by')),
}

/** Children of a project: read by everyone; written by whoever may edit the project. */
export const projectChildRules = {
  read: signedIn as Rule<unknown>,
}

/** Besides canEdit on the project, an image may be deleted by the person who uploaded it. */
export const projectImageRules = {
  deleteOwn: ownedBy<ProjectImage>('created_by'),
}
