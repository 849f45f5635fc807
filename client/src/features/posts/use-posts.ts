// Posts straight from the local database. The `posts` shape already holds exactly what this
// viewer may see (approved posts, plus pending ones for editors and their own author), so
// an approval elsewhere arrives here as a new or changed row and the page re-renders.
import { useLiveQuery } from '@electric-sql/pglite-react'
import { useLiveRows, type LiveRows } from './use-live-rows'

export interface PostRow {
  id: string
  user_id: string | null
  headline: string
  content: string
  images: string[] | null
  department_id: string | null
  department_name: string | null
  approved: boolean
  created_at: Date
  author_full_name: string | null
  author_short_name: string | null
  author_email: string | null
  author_image: string | null
  author_title: string | null
  author_role: string | null
  author_color: string | null
  comment_count: number
}

export type PostFilter = 'all' | 'pending' | 'approved'

const SELECT = `select p.id, p.user_id, p.headline, p.content, p.images, p.department_id, d.name as department_name,
    p.approved, p.created_at, pr.full_name as author_full_name, pr.name as author_short_name, pr.email as author_email,
    pr.image as author_image, pr.title as author_title, pr.role as author_role, pr.color as author_color,
    (select count(*) from post_comments c where c.post_id = p.id)::int as comment_count
  from posts p
  left join profiles pr on pr.user_id = p.user_id
  left join departments d on d.id = p.department_id`

/** The page's list, with the error the spec's banner shows if the local query fails. */
export function usePosts(filter: PostFilter): LiveRows<PostRow> {
  return useLiveRows<PostRow>(`${SELECT} where $1 = 'all' or p.approved = ($1 = 'approved') order by p.created_at desc, p.id`, [filter])
}

/** The newest posts for the home page's admin panel. */
export function useRecentPosts(limit: number): PostRow[] | undefined {
  return useLiveQuery<PostRow>(`${SELECT} order by p.created_at desc, p.id limit $1`, [limit])?.rows
}

/** Live counts for the editors' tabs. */
export function usePostCounts(): { pending: number; approved: number } | undefined {
  const row = useLiveQuery<{ pending: number; approved: number }>(
    `select count(*) filter (where not approved)::int as pending, count(*) filter (where approved)::int as approved from posts`,
    [],
  )?.rows[0]
  return row ? { pending: row.pending, approved: row.approved } : undefined
}

export interface DepartmentRow {
  id: string
  name: string
}

export function useDepartments(): DepartmentRow[] | undefined {
  return useLiveQuery<DepartmentRow>(`select id, name from departments order by name`, [])?.rows
}

export interface CommentRow {
  id: string
  user_id: string | null
  content: string
  created_at: Date
  author_full_name: string | null
  author_short_name: string | null
  author_email: string | null
  author_image: string | null
  author_color: string | null
}

/** Comments of one post or news item, oldest first. */
export function useComments(table: 'post_comments' | 'news_comments', parentId: string): CommentRow[] | undefined {
  const parent = table === 'post_comments' ? 'post_id' : 'news_id'
  return useLiveQuery<CommentRow>(
    `select c.id, c.user_id, c.content, c.created_at, pr.full_name as author_full_name, pr.name as author_short_name,
        pr.email as author_email, pr.image as author_image, pr.color as author_color
       from ${table} c left join profiles pr on pr.user_id = c.user_id
      where c.${parent} = $1 order by c.created_at, c.id`,
    [parentId],
  )?.rows
}
