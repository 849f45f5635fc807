// Create/edit a partner category (name required, trimmed; description optional), or — for
// the two fixed cards — edit the label kept in this browser (fixedCategoryLabels).
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { categoryInput } from '../../../../sync/inputs/directory'
import type { ContactCategory } from '../../../../sync/schema'
import { createCategory, updateCategory } from './directory-api'
import { saveFixedLabel, useFixedLabels, type FixedKey } from './fixed-category-labels'

export type CategoryTarget = { kind: 'new' } | { kind: 'edit'; category: ContactCategory } | { kind: 'fixed'; key: FixedKey }

export function CategoryFormDialog({ target, onClose, onSaved }: { target: CategoryTarget; onClose: () => void; onSaved?: (name: string) => void }) {
  const db = usePGlite()
  const id = useId()
  const labels = useFixedLabels()
  const initial =
    target.kind === 'edit'
      ? { name: target.category.name, description: target.category.description ?? '' }
      : target.kind === 'fixed'
        ? labels[target.key]
        : { name: '', description: '' }
  const [name, setName] = useState(initial.name)
  const [description, setDescription] = useState(initial.description)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    if (target.kind === 'fixed') {
      if (!name.trim()) return setError('Kategorinavn er påkrævet')
      saveFixedLabel(target.key, { name, description })
      return onClose()
    }
    const parsed = categoryInput.safeParse({ name, description })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setError(null)
    setBusy(true)
    try {
      let rowId: string
      if (target.kind === 'edit') {
        await updateCategory(target.category.id, parsed.data)
        rowId = target.category.id
      } else {
        rowId = (await createCategory(parsed.data)).category.id
      }
      await waitForLocalRow(db, 'select 1 from contact_categories where id = $1 and name = $2', [rowId, parsed.data.name], true)
      onSaved?.(parsed.data.name)
      onClose()
    } catch (err) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(err)) return onClose()
      const reason = err instanceof Error && err.message ? `: ${err.message}` : ''
      setFailure(`${target.kind === 'edit' ? 'Kunne ikke opdatere kategori' : 'Kunne ikke oprette kategori'}${reason}`)
    } finally {
      setBusy(false)
    }
  }

  const title = target.kind === 'new' ? 'Ny kategori' : 'Rediger kategori'
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {target.kind === 'fixed' ? 'Navnet og beskrivelsen gemmes kun i denne browser.' : 'Navn skal udfyldes; beskrivelse er valgfri.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Navn</Label>
            <Input
              id={`${id}-name`}
              value={name}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-name-error` : undefined}
              onChange={(e) => (setName(e.target.value), setError(null))}
            />
            {error && (
              <p id={`${id}-name-error`} className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Beskrivelse</Label>
            <Textarea id={`${id}-description`} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Gemmer...' : 'Gem'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
