// Deleting a user, with the spec's confirmation. Their sessions end with the account.
import { useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { deleteUser } from './users-api'

export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: { user_id: string; label: string }
  onClose: () => void
  onDeleted: () => void
}) {
  const db = usePGlite()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await deleteUser(user.user_id)
      await waitForLocalRow(db, 'select 1 from profiles where user_id = $1', [user.user_id], false)
      onDeleted()
    } catch {
      setError('Kunne ikke slette brugeren. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet {user.label}</DialogTitle>
          <DialogDescription>Er du sikker på, at du vil slette denne brugerprofil? Denne handling kan ikke fortrydes.</DialogDescription>
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
