// A confirmation before an editor deletes a post: it cannot be undone.
import { useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { POST_TEXTS } from '../../../../sync/inputs/posts'
import { untilSynced } from '@/offline/until-synced'
import { deletePost } from './posts-api'

export function DeletePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await untilSynced(db, await deletePost(postId))
    } catch (err) {
      // A failed delete in the list is logged only: the post simply stays.
      console.error('[posts] delete failed', err)
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet opslag</DialogTitle>
          <DialogDescription>{POST_TEXTS.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Annuller
          </Button>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {busy ? 'Sletter...' : 'Slet'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
