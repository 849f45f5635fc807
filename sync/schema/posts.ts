import { c, commentColumns, entity, type RowOf } from './columns'

export const departments = entity('departments', {
  name: c.text(),
  created_at: c.timestamptz(),
})
export type Department = RowOf<typeof departments>

/**
 * An employee's post ('LinkedIn-opslag'). `content` is rich text already sanitised by the
 * server; `images` holds only URLs of files in storage (never inline image data), and the
 * author's name, picture and title come from their profile rather than a copy on the row.
 */
export const posts = entity('posts', {
  user_id: c.text().orNull(),
  headline: c.text(),
  content: c.text(),
  images: c.jsonb<string[]>(),
  department_id: c.uuid().orNull(),
  approved: c.bool(),
  approved_by: c.text().orNull(),
  approved_at: c.timestamptz().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type Post = RowOf<typeof posts>

export const postComments = entity('post_comments', {
  post_id: c.uuid(),
  ...commentColumns,
})
export type PostComment = RowOf<typeof postComments>

export const postTables = { departments, posts, post_comments: postComments } as const
