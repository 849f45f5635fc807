// Add or edit an important date: title and date required, description optional.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { importantDateInput } from '../../../../sync/inputs/projects'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { FormField, issuesByField } from './form-field'
import { createDate, editDate } from './projects-api'
import type { DateRow } from './use-projects'

type Field = 'title' | 'date' | 'description'

export function DateFormDialog({
  projectId,
  date,
  onOpenChange,
}: {
  projectId: string
  date?: DateRow
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>({
    title: date?.title ?? '',
    date: date?.date ?? '',
    description: date?.description ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const parsed = importantDateInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      const input = parsed.data
      const saved = date ? await editDate(projectId, date.id, input) : await createDate(projectId, input)
      await waitForLocalRow(
        db,
        'select 1 from project_important_dates where id = $1 and title = $2 and date = $3::date',
        [saved.date.id, input.title, input.date],
        true,
      )
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError('Kunne ikke gemme vigtig dato. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{date ? 'Rediger vigtig dato' : 'Tilføj vigtig dato'}</DialogTitle>
          <DialogDescription>Titel og dato skal udfyldes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-title`} label="Titel" error={errors.title}>
            <Input aria-required value={values.title} onChange={set('title')} />
          </FormField>
          <FormField id={`${id}-date`} label="Dato" error={errors.date}>
            <Input type="date" aria-required value={values.date} onChange={set('date')} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Textarea rows={3} value={values.description} onChange={set('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
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
