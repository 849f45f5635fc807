import type { Department, Post, PostComment } from '../schema/posts'
import { admins, anyOf, flagged, ownedBy, signedIn, type Rule } from '../rules'

/**
 * Posts. Editors are both admin roles. Everyone reads approved posts; a
 * pending post only reaches editors and its own author, so nobody else's browser ever holds
 * it. Everyone may write a post; the author edits their own, editors edit, approve and
 * delete any.
 */
export const postRules = {
  read: anyOf<Post>(admins, flagged('approved'), ownedBy('user_id')),
  create: signedIn as Rule<Post>,
  update: anyOf<Post>(admins, ownedBy('user_id')),
  approve: admins as Rule<Post>,
  delete: admins as Rule<Post>,
  /** Who sees the pending/approved tabs with their counts. */
  moderate: admins as Rule<Post>,
}

/** Only admins see and write post comments. */
export const postCommentRules = {
  read: admins as Rule<PostComment>,
  create: admins as Rule<PostComment>,
}

/** Everyone reads departments (the post form offers them); only admins manage them. */
export const departmentRules = {
  read: signedIn as Rule<Department>,
  create: admins as Rule<Department>,
  update: admins as Rule<Department>,
  delete: admins as Rule<Department>,
}
