// A small confirm step for deletes; the action's error text is shown in the dialog.
import { useState, type ReactNode } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Slet',
  failure,
  onConfirm,
  onClose,
}: {
  title: string
  description: ReactNode
  confirmLabel?: string
  /** Shown when onConfirm throws (the spec's text), with the server's reason under it. */
  failure: string
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      onClose()
    } catch (e) {
      setError(e instanceof Error && e.message ? `${failure}: ${e.message}` : failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
            {busy ? 'Sletter...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
