// A confirmation before a vacation is deleted: it cannot be undone.
import { useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { untilSynced } from '@/offline/until-synced'
import { deleteVacation } from './vacations-api'
import type { VacationRow } from './use-vacations'

export function DeleteVacationDialog({ vacation, onOpenChange }: { vacation: VacationRow; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await untilSynced(db, await deleteVacation(vacation.id))
      onOpenChange(false)
    } catch (e) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(e)) return onOpenChange(false)
      setError(`Kunne ikke slette ferie: ${e instanceof Error && e.message ? e.message : 'Ukendt fejl'}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet ferie</DialogTitle>
          <DialogDescription>Er du sikker på, at du vil slette denne ferie?</DialogDescription>
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
