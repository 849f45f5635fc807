// The one confirmation step before something is deleted or revoked. A write the outbox saved
// for later closes it like a success; a refusal keeps it open with the feature's failure text
// (each feature words it in its own Danish, from the server's reason).
import { useState, type ReactNode } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { isQueued } from '@/lib/api'

export function ConfirmDialog({
  open = true,
  title,
  description,
  confirmLabel = 'Slet',
  busyLabel = 'Sletter...',
  disabled,
  failure,
  onConfirm,
  onOpenChange,
}: {
  /** Mounted only while asking, by default. */
  open?: boolean
  title: string
  description: ReactNode
  confirmLabel?: string
  busyLabel?: string
  /** E.g. a category that still has files: explained in the description, not confirmable. */
  disabled?: boolean
  /** What to show when onConfirm throws, given the server's reason ('' when there is none). */
  failure: (reason: string) => ReactNode
  onConfirm: () => Promise<unknown>
  onOpenChange: (open: boolean) => void
}) {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setReason(null)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch (e) {
      if (isQueued(e)) return onOpenChange(false)
      setReason(e instanceof Error ? e.message : '')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {reason !== null && (
          <Alert variant="destructive">
            <AlertDescription>{failure(reason)}</AlertDescription>
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
