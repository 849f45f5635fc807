// A confirmation before an editor deletes a post: it cannot be undone.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { POST_TEXTS } from '../../../../sync/inputs/posts'
import { untilSynced } from '@/offline/until-synced'
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
          await untilSynced(db, await deletePost(postId))
        } catch (err) {
          // A failed delete in the list is logged only: the post simply stays.
          console.error('[posts] delete failed', err)
        }
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
