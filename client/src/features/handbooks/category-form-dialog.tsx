// Create a handbook category (admins): name required ('Angiv et kategorinavn'), description
// optional.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { FailureAlertText, FormField, issuesByField } from '@/features/building-access/form-field'
import { isQueued } from '@/lib/api'
import { handbookCategoryInput } from '../../../../sync/inputs/handbooks'
import { createCategory } from './handbooks-api'

type Field = 'name' | 'description'

export function CategoryFormDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState({ name: '', description: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => ({ ...errs, [field]: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = handbookCategoryInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setBusy(true)
    try {
      const { category } = await createCategory(parsed.data)
      await waitForLocalRow(db, 'select 1 from handbook_categories where id = $1', [category.id], true)
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onOpenChange(false)
      setFailure(error instanceof Error ? error.message : '')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opret kategori</DialogTitle>
          <DialogDescription>Kategorien samler håndbøger om ét emne.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure !== null && (
            <Alert variant="destructive">
              <AlertDescription>
                <FailureAlertText title="Kunne ikke oprette kategori" reason={failure} />
              </AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-name`} label="Navn" error={errors.name}>
            <Input aria-required value={values.name} onChange={set('name')} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Textarea rows={3} value={values.description} onChange={set('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Opretter...' : 'Opret'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
