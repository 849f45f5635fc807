// Posts straight from the local database. The `posts` shape already holds exactly what this
// viewer may see (approved posts, plus pending ones for editors and their own author), so
// an approval elsewhere arrives here as a new or changed row and the page re-renders.
import { useEffect, useState } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { useLoadSubset } from '@/db/load-subset'
import { apiRequest } from '@/lib/api'
import type { PostCounts } from '../../../../sync/inputs/posts'
import { shapes } from '../../../../sync/shapes'
import { recentHolding } from '../../../../sync/shapes/subsets'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import {
  commentsQuery,
  departmentsQuery,
  localPostCountsQuery,
  myDepartmentQuery,
  postsQuery,
  recentPostsQuery,
  type CommentRow,
  type DepartmentRow,
  type PostFilter,
  type PostRow,
} from './post-queries'

export type { CommentRow, DepartmentRow, PostFilter, PostRow } from './post-queries'

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
  return usePagedLiveQuery(postsQuery(filter), { pageSize: POST_PAGE_SIZE, onExhausted })
}

/** The newest posts for the home page's admin panel. */
export function useRecentPosts(limit: number): PostRow[] | undefined {
  return useLiveQuery(recentPostsQuery(limit))?.rows
}

/**
 * Counts for the editors' tabs (and everyone's "Viser X af Y"). The browser holds recent posts
 * only, so the server counts all of them; its answer is asked again whenever the local posts
 * change (an approval, a new post), and offline the local counts stand in.
 */
export function usePostCounts(): { pending: number; approved: number; all: number } | undefined {
  const local = useLiveQuery(localPostCountsQuery())?.rows[0]
  const [server, setServer] = useState<PostCounts | null>(null)
  const localKey = local ? `${local.pending}/${local.approved}` : null
  useEffect(() => {
    if (localKey === null) return
    let active = true
    const timer = setTimeout(() => {
      apiRequest<PostCounts>('GET', '/api/posts/counts').then(
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

export function useDepartments(): DepartmentRow[] | undefined {
  return useLiveQuery(departmentsQuery())?.rows
}

/** Where a new post starts out; undefined while the local database answers, '' for none. */
export function useMyDepartmentId(userId: string): string | undefined {
  const rows = useLiveQuery(myDepartmentQuery(userId))?.rows
  return rows === undefined ? undefined : (rows[0]?.id ?? '')
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
  return useLiveQuery(commentsQuery(table, parentId))?.rows
}
