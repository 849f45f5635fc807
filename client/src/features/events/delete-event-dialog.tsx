import { useState } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { deleteEvent } from './events-api'
import type { EventRow } from './use-events'
import { waitForLocalRow } from './wait-for-local-row'
import { isQueued } from '@/lib/api'

export function DeleteEventDialog({
  event,
  open,
  onOpenChange,
}: {
  event: EventRow
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
      await deleteEvent(event.id)
      await waitForLocalRow(db, 'select 1 from events where id = $1', [event.id], false)
      onOpenChange(false)
    } catch (e) {
      if (isQueued(e)) return onOpenChange(false)
      setError(e instanceof Error ? e.message : 'Der opstod en fejl. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet arrangement</DialogTitle>
          <DialogDescription>
            Er du sikker på, at du vil slette arrangementet »{event.title}«? Det kan ikke fortrydes.
          </DialogDescription>
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
