// Add/edit dialog on react-hook-form. Input is checked with the same zod schema the server
// uses, so the user sees the server's rules (title and date required) before anything is sent.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { zodResolverVia } from '@/lib/form-resolver'
import { eventInput } from '../../../../sync/inputs/events'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './event-dates'
import { createEvent, updateEvent } from './events-api'
import type { EventRow } from './use-events'
import { untilSynced } from '@/offline/until-synced'
import { isQueued } from '@/lib/api'

interface EventValues {
  title: string
  description: string
  /** The datetime-local input's wall-clock value; checked and sent as an ISO instant. */
  date: string
  location: string
}
type EventOutput = z.output<typeof eventInput>

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
  const form = useForm<EventValues, unknown, EventOutput>({
    resolver: zodResolverVia(eventInput, (values: EventValues) => ({ ...values, date: fromDateTimeLocalValue(values.date) })),
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      date: event ? toDateTimeLocalValue(event.date) : '',
      location: event?.location ?? '',
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: EventOutput) {
    setServerError(null)
    try {
      await untilSynced(db, event ? await updateEvent(event.id, input) : await createEvent(input))
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: it is shown as pending and sent when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(error instanceof Error ? error.message : 'Der opstod en fejl. Prøv igen.')
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{event ? 'Rediger arrangement' : 'Tilføj arrangement'}</DialogTitle>
          <DialogDescription>Titel og dato skal udfyldes.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={serverError} />
            <TextField control={form.control} name="title" label="Titel" required />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={4} />
            <TextField control={form.control} name="date" label="Dato og tidspunkt" type="datetime-local" required />
            <TextField control={form.control} name="location" label="Sted" />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
