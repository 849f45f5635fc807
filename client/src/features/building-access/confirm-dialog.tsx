// A confirmation before something is deleted or revoked; on failure it shows the spec's text
// with the server's reason and stays open.
import { useState, type ReactNode } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FailureAlertText } from './form-field'

export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Slet',
  busyLabel = 'Sletter...',
  failureText,
  disabled,
  onConfirm,
  onOpenChange,
}: {
  title: string
  description: ReactNode
  confirmLabel?: string
  busyLabel?: string
  failureText: string
  /** E.g. a category that still has files: explained in the description, not confirmable. */
  disabled?: boolean
  onConfirm: () => Promise<unknown>
  onOpenChange: (open: boolean) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error !== null && (
          <Alert variant="destructive">
            <AlertDescription>
              <FailureAlertText title={failureText} reason={error} />
            </AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Annuller
          </Button>
          <Button variant="destructive" disabled={busy || disabled} onClick={confirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
