// The cards of one list, with their loading and empty texts and the dialogs they open.
import { useEffect, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { useCurrentUser } from '@/auth/current-user'
import { postRules } from '../../../../sync/permissions/posts'
import { DeletePostDialog } from './delete-post-dialog'
import { PostCard } from './post-card'
import { PostFormDialog } from './post-form-dialog'
import { approvePost } from './posts-api'
import type { PostRow } from './use-posts'
import { ShowMore } from '@/components/paged-list/show-more'
import type { PagedList } from '@/components/paged-list/use-paged-live-query'

export function PostList({ list, total, emptyText }: { list: PagedList<PostRow>; total?: number; emptyText: string }) {
  const posts = list.rows
  const { viewer } = useCurrentUser()
  const [editing, setEditing] = useState<PostRow | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)

  // A shared link (/posts#opslag-<id>) scrolls to its post once it is on the page.
  useEffect(() => {
    const target = window.location.hash.slice(1)
    if (target && posts?.some((p) => `opslag-${p.id}` === target)) document.getElementById(target)?.scrollIntoView()
  }, [posts])

  if (list.error && !posts) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Fejl ved indlæsning af opslag: {list.error}</AlertDescription>
      </Alert>
    )
  }
  // An empty first page may still be filling from the server (older posts).
  if (!posts || (posts.length === 0 && list.loadingMore)) return <p className="text-muted-foreground text-sm">Indlæser opslag...</p>
  if (posts.length === 0) {
    return (
      <div className="text-muted-foreground grid gap-1 rounded-xl border border-dashed p-6 text-center text-sm">
        <p>{emptyText}</p>
        <p>
          {postRules.create.test(viewer)
            ? "Klik på 'Opret et opslag' for at oprette det første."
            : 'Kontakt en administrator, hvis du vil oprette et opslag.'}
        </p>
      </div>
    )
  }
  return (
    <>
      <ul className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              onEdit={() => setEditing(post)}
              onApprove={() => void approvePost(post.id).catch((err) => console.error('[posts] approve failed', err))}
              onDelete={() => setDeleting(post.id)}
            />
          </li>
        ))}
      </ul>
      <ShowMore list={list} total={total} noun="opslag" />
      {editing && <PostFormDialog key={editing.id} post={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePostDialog postId={deleting} onClose={() => setDeleting(null)} />}
    </>
  )
}
