// Add/edit dialog. Input is checked with the same zod schema the server uses, so the
// user sees the server's rules (title and date required) before anything is sent.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { eventInput } from '../../../../sync/inputs/events'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './event-dates'
import { createEvent, updateEvent } from './events-api'
import type { EventRow } from './use-events'
import { waitForLocalRow } from './wait-for-local-row'
import { isQueued } from '@/lib/api'

type Field = 'title' | 'description' | 'date' | 'location'

const SETTLED_SQL = `select 1 from events where id = $1 and title = $2 and description is not distinct from $3
  and date = $4::timestamptz and location is not distinct from $5`

export function EventFormDialog({
  event,
  open,
  onOpenChange,
}: {
  /** Undefined: create a new event. */
  event?: EventRow
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState(() => ({
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event ? toDateTimeLocalValue(event.date) : '',
    location: event?.location ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    // The message was about the old value; drop it as soon as the user fixes the field.
    setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const parsed = eventInput.safeParse({ ...values, date: fromDateTimeLocalValue(values.date) })
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const input = parsed.data
      const saved = event ? await updateEvent(event.id, input) : await createEvent(input)
      const rowId = saved.event?.id ?? event?.id
      if (rowId) {
        await waitForLocalRow(db, SETTLED_SQL, [rowId, input.title, input.description, input.date, input.location], true)
      }
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: it is shown as pending and sent when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(error instanceof Error ? error.message : 'Der opstod en fejl. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {errors[field]}
      </p>
    )

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{event ? 'Rediger arrangement' : 'Tilføj arrangement'}</DialogTitle>
          <DialogDescription>Titel og dato skal udfyldes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Titel</Label>
            <Input {...fieldProps('title')} aria-required value={values.title} onChange={set('title')} />
            {fieldError('title')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Beskrivelse</Label>
            <Textarea {...fieldProps('description')} rows={4} value={values.description} onChange={set('description')} />
            {fieldError('description')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Dato og tidspunkt</Label>
            <Input
              {...fieldProps('date')}
              type="datetime-local"
              aria-required
              value={values.date}
              onChange={set('date')}
            />
            {fieldError('date')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-location`}>Sted</Label>
            <Input {...fieldProps('location')} value={values.location} onChange={set('location')} />
            {fieldError('location')}
          </div>
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
