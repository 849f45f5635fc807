import { useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { untilSynced } from '@/offline/until-synced'
import { deleteNews } from './news-api'

export function DeleteNewsDialog({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await untilSynced(db, await sentOrSaved(deleteNews(newsId)))
      onClose()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Der opstod en fejl. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet indlæg</DialogTitle>
          <DialogDescription>Er du sikker på, at du vil slette dette opslag?</DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
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
