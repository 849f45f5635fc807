// A confirmation before an editor deletes a post: it cannot be undone.
import { ConfirmDialog } from '@/components/confirm-dialog'
import { POST_TEXTS } from '../../../../sync/inputs/posts'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deletePost } from './posts-api'

export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet opslag"
      description={POST_TEXTS.deleteConfirm}
      failure={() => null}
      onConfirm={async () => {
        try {
          await untilSynced(deletePost(postId))
        } catch (err) {
          // A failed delete in the list is logged only: the post simply stays.
          console.error('[posts] delete failed', err)
        }
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
