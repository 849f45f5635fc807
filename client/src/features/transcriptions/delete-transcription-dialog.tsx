import { useState } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { deleteTranscriptionConfirm, TRANSCRIPTION_ERRORS } from '../../../../sync/inputs/transcriptions'
import { deleteTranscription } from './transcriptions-api'
import type { TranscriptionRow } from './use-transcriptions'

export function DeleteTranscriptionDialog({
  row,
  open,
  onOpenChange,
}: {
  row: TranscriptionRow
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await deleteTranscription(row.id)
      await waitForLocalRow(db, 'select 1 from transcriptions where id = $1', [row.id], false)
      onOpenChange(false)
    } catch (e) {
      setError(TRANSCRIPTION_ERRORS.delete(e instanceof Error ? e.message : String(e)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet transskription</DialogTitle>
          <DialogDescription className="break-words">{deleteTranscriptionConfirm(row.filename)}</DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
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
