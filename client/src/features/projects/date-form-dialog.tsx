// Add or edit an important date: title and date required, description optional — checked on
// react-hook-form with the shared schema.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { importantDateInput } from '../../../../sync/inputs/projects'
import { untilSynced } from '@/offline/until-synced'
import { createDate, editDate } from './projects-api'
import type { DateRow } from './use-projects'

type Field = 'title' | 'date' | 'description'
type DateValues = Record<Field, string>
type DateOutput = z.output<typeof importantDateInput>

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
  const form = useForm<DateValues, unknown, DateOutput>({
    resolver: zodResolver(importantDateInput as z.ZodType<DateOutput, DateValues>),
    defaultValues: {
      title: date?.title ?? '',
      date: date?.date ?? '',
      description: date?.description ?? '',
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: DateOutput) {
    setServerError(null)
    try {
      await untilSynced(db, date ? await editDate(projectId, date.id, input) : await createDate(projectId, input))
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError('Kunne ikke gemme vigtig dato. Prøv igen.')
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{date ? 'Rediger vigtig dato' : 'Tilføj vigtig dato'}</DialogTitle>
          <DialogDescription>Titel og dato skal udfyldes.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={serverError} />
            <TextField control={form.control} name="title" label="Titel" required className="content-start" />
            <TextField control={form.control} name="date" label="Dato" type="date" required className="content-start" />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} className="content-start" />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
