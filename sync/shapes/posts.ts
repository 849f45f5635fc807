import { postTables } from '../schema/posts'
import { departmentRules, postCommentRules, postRules } from '../permissions/posts'
import { allColumns, type ShapeDef } from './types'

export const postShapes = {
  posts: {
    table: postTables.posts,
    localTable: 'posts',
    columns: allColumns(postTables.posts),
    where: postRules.read,
    holding: {
      kind: 'recent',
      column: 'created_at',
      days: 90,
      pageSize: 30,
      filters: ['approved'],
      // An editor's queue is complete however old a pending post is.
      keep: { column: 'approved', value: 'false' },
      lookups: ['id'],
    },
  },
  post_comments: {
    table: postTables.post_comments,
    localTable: 'post_comments',
    columns: allColumns(postTables.post_comments),
    where: postCommentRules.read,
    holding: { kind: 'recent', column: 'created_at', days: 90, pageSize: 100, lookups: ['post_id'] },
  },
  departments: {
    table: postTables.departments,
    localTable: 'departments',
    columns: allColumns(postTables.departments),
    where: departmentRules.read,
  },
} satisfies Record<string, ShapeDef>
