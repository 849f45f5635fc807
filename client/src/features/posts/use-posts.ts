// Posts straight from the local database. The `posts` shape already holds exactly what this
// viewer may see (approved posts, plus pending ones for editors and their own author), so
// an approval elsewhere arrives here as a new or changed row and the page re-renders.
import { useEffect, useState } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { useLoadSubset } from '@/db/load-subset'
import { apiRequest } from '@/lib/api'
import { shapes } from '../../../../sync/shapes'
import { recentHolding } from '../../../../sync/shapes/subsets'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'

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
  author_deactivated_at: Date | null
  comment_count: number
}

export type PostFilter = 'all' | 'pending' | 'approved'

const SELECT = `select p.id, p.user_id, p.headline, p.content, p.images, p.department_id, d.name as department_name,
    p.approved, p.created_at, pr.full_name as author_full_name, pr.name as author_short_name, pr.email as author_email,
    pr.image as author_image, pr.title as author_title, pr.role as author_role, pr.color as author_color,
    pr.deactivated_at as author_deactivated_at,
    (select count(*) from post_comments c where c.post_id = p.id)::int as comment_count
  from posts p
  left join profiles pr on pr.user_id = p.user_id
  left join departments d on d.id = p.department_id`

/** Rows one older page from the server brings (the catalogue's page size). */
const SERVER_PAGE = recentHolding(shapes.posts)!.pageSize

/** Posts per "Vis flere": a card carries a whole rich-text body, images and comments. */
export const POST_PAGE_SIZE = 10

/**
 * The page's list, a page at a time (the firm may hold 20,000 posts), with the error the
 * page's banner shows if the local query fails. The browser holds the last months of posts;
 * once the local ones have all been shown, the next older page is fetched from the server
 * (and then stays local).
 */
export function usePosts(filter: PostFilter): PagedList<PostRow> {
  const loadSubset = useLoadSubset()
  const onExhausted = async (oldest: PostRow | undefined) => {
    const received = await loadSubset('posts', {
      kind: 'older',
      before: oldest ? new Date(oldest.created_at).toISOString() : new Date().toISOString(),
      filters: filter === 'all' ? undefined : { approved: String(filter === 'approved') },
    })
    // A full page (which repeats the oldest row shown) means the server may hold more.
    return received >= SERVER_PAGE
  }
  return usePagedLiveQuery<PostRow>(
    `${SELECT} where $1 = 'all' or p.approved = ($1 = 'approved') order by p.created_at desc, p.id`,
    [filter],
    { pageSize: POST_PAGE_SIZE, onExhausted },
  )
}

/** The newest posts for the home page's admin panel. */
export function useRecentPosts(limit: number): PostRow[] | undefined {
  return useLiveQuery<PostRow>(`${SELECT} order by p.created_at desc, p.id limit $1`, [limit])?.rows
}

/**
 * Counts for the editors' tabs (and everyone's "Viser X af Y"). The browser holds recent posts
 * only, so the server counts all of them; its answer is asked again whenever the local posts
 * change (an approval, a new post), and offline the local counts stand in.
 */
export function usePostCounts(): { pending: number; approved: number; all: number } | undefined {
  const local = useLiveQuery<{ pending: number; approved: number }>(
    `select count(*) filter (where not approved)::int as pending, count(*) filter (where approved)::int as approved from posts`,
    [],
  )?.rows[0]
  const [server, setServer] = useState<{ pending: number; approved: number } | null>(null)
  const localKey = local ? `${local.pending}/${local.approved}` : null
  useEffect(() => {
    if (localKey === null) return
    let active = true
    const timer = setTimeout(() => {
      apiRequest<{ pending: number; approved: number }>('GET', '/api/posts/counts').then(
        (counts) => active && setServer(counts),
        () => active && setServer(null),
      )
    }, 300)
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [localKey])
  const row = server ?? local
  return row ? { pending: row.pending, approved: row.approved, all: row.pending + row.approved } : undefined
}

export interface DepartmentRow {
  id: string
  name: string
}

export function useDepartments(): DepartmentRow[] | undefined {
  return useLiveQuery<DepartmentRow>(`select id, name from departments order by name`, [])?.rows
}

/** $1 the viewer's id: the department a directory placed them in, if it still exists. */
export const MY_DEPARTMENT_SQL = `select d.id from my_profile p join departments d on d.id = p.department_id where p.user_id = $1`

/** Where a new post starts out; undefined while the local database answers, '' for none. */
export function useMyDepartmentId(userId: string): string | undefined {
  const rows = useLiveQuery<{ id: string }>(MY_DEPARTMENT_SQL, [userId])?.rows
  return rows === undefined ? undefined : (rows[0]?.id ?? '')
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
  author_deactivated_at: Date | null
}

/**
 * Comments of one post or news item, oldest first. Comments of older items are not held up
 * front: opening them fetches that item's comments once (they then stay local and live).
 */
export function useComments(table: 'post_comments' | 'news_comments', parentId: string): CommentRow[] | undefined {
  const parent = table === 'post_comments' ? 'post_id' : 'news_id'
  const loadSubset = useLoadSubset()
  useEffect(() => {
    loadSubset(table, { kind: 'lookup', column: parent, value: parentId }).catch(() => {
      // Offline or not reachable: the comments already local are shown.
    })
  }, [loadSubset, table, parent, parentId])
  return useLiveQuery<CommentRow>(
    `select c.id, c.user_id, c.content, c.created_at, pr.full_name as author_full_name, pr.name as author_short_name,
        pr.email as author_email, pr.image as author_image, pr.color as author_color,
        pr.deactivated_at as author_deactivated_at
       from ${table} c left join profiles pr on pr.user_id = c.user_id
      where c.${parent} = $1 order by c.created_at, c.id`,
    [parentId],
  )?.rows
}
