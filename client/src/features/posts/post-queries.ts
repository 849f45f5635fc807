// The posts pages' local queries: posts with their author's profile, department and comment
// count; the tabs' local counts; departments; and the comments of a post or news item.
import { AUTHOR_COLUMNS, localQuery, type QueryRow } from '@/db/local-query'

export type PostFilter = 'all' | 'pending' | 'approved'

const postsWithAuthors = () =>
  localQuery
    .selectFrom('posts as p')
    .leftJoin('profiles as pr', 'pr.user_id', 'p.user_id')
    .leftJoin('departments as d', 'd.id', 'p.department_id')
    .select((eb) => [
      'p.id',
      'p.user_id',
      'p.headline',
      'p.content',
      'p.images',
      'p.department_id',
      'd.name as department_name',
      'p.approved',
      'p.created_at',
      ...AUTHOR_COLUMNS,
      'pr.title as author_title',
      'pr.role as author_role',
      eb
        .cast<number>(eb.selectFrom('post_comments as c').select((c) => c.fn.countAll().as('n')).whereRef('c.post_id', '=', 'p.id'), 'integer')
        .as('comment_count'),
    ])

/** The page's list under a tab, newest first (the paged list adds its limit). */
export const postsQuery = (filter: PostFilter) =>
  postsWithAuthors()
    .$if(filter !== 'all', (query) => query.where('p.approved', '=', filter === 'approved'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .compile()
export type PostRow = QueryRow<ReturnType<typeof postsQuery>>

/** The newest posts, whatever their state, for the home page's admin panel. */
export const recentPostsQuery = (limit: number) =>
  postsWithAuthors().orderBy('p.created_at', 'desc').orderBy('p.id').limit(limit).compile()

/** The local posts under each tab. */
export const localPostCountsQuery = () =>
  localQuery
    .selectFrom('posts')
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll().filterWhere('approved', '=', false), 'integer').as('pending'),
      eb.cast<number>(eb.fn.countAll().filterWhere('approved', '=', true), 'integer').as('approved'),
    ])
    .compile()

export const departmentsQuery = () => localQuery.selectFrom('departments').select(['id', 'name']).orderBy('name').compile()
export type DepartmentRow = QueryRow<ReturnType<typeof departmentsQuery>>

/** The department a directory placed the viewer in, if it still exists. */
export const myDepartmentQuery = (userId: string) =>
  localQuery
    .selectFrom('my_profile as p')
    .innerJoin('departments as d', 'd.id', 'p.department_id')
    .select('d.id')
    .where('p.user_id', '=', userId)
    .compile()

const COMMENT_COLUMNS = ['c.id', 'c.user_id', 'c.content', 'c.created_at', ...AUTHOR_COLUMNS] as const

/** A post's or news item's comments, oldest first. */
export function commentsQuery(table: 'post_comments' | 'news_comments', parentId: string) {
  if (table === 'post_comments') {
    return localQuery
      .selectFrom('post_comments as c')
      .leftJoin('profiles as pr', 'pr.user_id', 'c.user_id')
      .select(COMMENT_COLUMNS)
      .where('c.post_id', '=', parentId)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .compile()
  }
  return localQuery
    .selectFrom('news_comments as c')
    .leftJoin('profiles as pr', 'pr.user_id', 'c.user_id')
    .select(COMMENT_COLUMNS)
    .where('c.news_id', '=', parentId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .compile()
}
export type CommentRow = QueryRow<ReturnType<typeof commentsQuery>>
