// A confirmation before an editor deletes a post: it cannot be undone.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { POST_TEXTS } from '../../../../sync/inputs/posts'
import { waitUntilGone } from '@/db/wait-for-local-row'
import { deletePost } from './posts-api'

export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const db = usePGlite()
  return (
    <ConfirmDialog
      title="Slet opslag"
      description={POST_TEXTS.deleteConfirm}
      failure={() => null}
      onConfirm={async () => {
        try {
          await deletePost(postId)
          await waitUntilGone(db, 'posts', postId)
        } catch (err) {
          // A failed delete in the list is logged only: the post simply stays.
          console.error('[posts] delete failed', err)
        }
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
