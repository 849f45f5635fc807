// A confirmation before deleting minutes; on success back to the list with 'Mødereferat slettet'.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { untilSynced } from '@/offline/until-synced'
import { deleteMeeting } from '../meetings-api'

export function DeleteMeetingDialog({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await untilSynced(db, await deleteMeeting(id))
      navigate('/meetings', { state: { flash: 'Mødereferat slettet' } })
    } catch {
      setError('Kunne ikke slette mødereferat')
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slet mødereferat</DialogTitle>
          <DialogDescription>Er du sikker på at du vil slette dette mødereferat?</DialogDescription>
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
