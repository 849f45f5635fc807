// A confirmation before something is deleted; the failure text is the spec's for each kind.
import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

export function ConfirmDialog({
  title,
  description,
  failureText,
  onConfirm,
  onOpenChange,
}: {
  title: string
  description: string
  /** Shown when onConfirm throws; a function gets the server's message. */
  failureText: string | ((message: string) => string)
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
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(e)) return onOpenChange(false)
      const message = e instanceof Error && e.message ? e.message : 'Ukendt fejl'
      setError(typeof failureText === 'function' ? failureText(message) : failureText)
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
