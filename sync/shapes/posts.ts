import { postTables } from '../schema/posts'
import { departmentRules, postCommentRules, postRules } from '../permissions/posts'
import { allColumns, type ShapeDef } from './types'

export const postShapes = {
  posts: { table: postTables.posts, localTable: 'posts', columns: allColumns(postTables.posts), where: postRules.read },
  post_comments: {
    table: postTables.post_comments,
    localTable: 'post_comments',
    columns: allColumns(postTables.post_comments),
    where: postCommentRules.read,
  },
  departments: {
    table: postTables.departments,
    localTable: 'departments',
    columns: allColumns(postTables.departments),
    where: departmentRules.read,
  },
} satisfies Record<string, ShapeDef>
