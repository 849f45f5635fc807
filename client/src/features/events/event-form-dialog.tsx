// Add/edit dialog on react-hook-form. Input is checked with the same zod schema the server
// uses, so the user sees the server's rules (title and date required) before anything is sent.
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { zodResolverVia } from '@/lib/form-resolver'
import { eventInput } from '../../../../sync/inputs/events'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './event-dates'
import { createEvent, updateEvent } from './events-api'
import type { EventRow } from './use-events'
import { useUntilSynced } from '@/offline/use-until-synced'
import { errorMessage } from '@/lib/api'

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
  const untilSynced = useUntilSynced()
  const form = useForm<EventValues, unknown, EventOutput>({
    resolver: zodResolverVia(eventInput, (values: EventValues) => ({ ...values, date: fromDateTimeLocalValue(values.date) })),
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      date: event ? toDateTimeLocalValue(event.date) : '',
      location: event?.location ?? '',
    },
  })

  return (
    <FormDialog
      form={form}
      open={open}
      title={event ? 'Rediger arrangement' : 'Tilføj arrangement'}
      description="Titel og dato skal udfyldes."
      failure={errorMessage}
      onSave={(input) => untilSynced(event ? updateEvent(event.id, input) : createEvent(input))}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="title" label="Titel" required />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={4} />
      <TextField control={form.control} name="date" label="Dato og tidspunkt" type="datetime-local" required />
      <TextField control={form.control} name="location" label="Sted" />
    </FormDialog>
  )
}
