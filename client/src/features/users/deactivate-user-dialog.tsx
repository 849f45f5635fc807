// Deactivating a leaver, with a confirmation that says what happens (and what stays).
import { useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { deactivateUser } from './users-api'

export function DeactivateUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: { user_id: string; label: string }
  onClose: () => void
  onDone: () => void
}) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await deactivateUser(user.user_id)
      await waitForLocalRow(db, 'select 1 from profiles where user_id = $1 and deactivated_at is not null', [user.user_id], true)
      onDone()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Kunne ikke deaktivere brugeren. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deaktiver {user.label}</DialogTitle>
          <DialogDescription>
            Personen bliver logget ud på alle enheder med det samme, kan ikke logge ind igen, og kalenderlinks holder op med at virke.
            Opslag, kommentarer og referater bliver stående og vises som tidligere medarbejder. Du kan genaktivere senere.
          </DialogDescription>
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
            {busy ? 'Deaktiverer...' : 'Deaktiver'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
