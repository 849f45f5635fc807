// Add or edit an important date: title and date required, description optional — checked on
// react-hook-form with the shared schema.
import { useSchemaForm } from '@/lib/form-resolver'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { importantDateInput } from '../../../../sync/inputs/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { createDate, editDate } from './projects-api'
import type { DateRow } from './use-projects'

export function DateFormDialog({
  projectId,
  date,
  onOpenChange,
}: {
  projectId: string
  date?: DateRow
  onOpenChange: (open: boolean) => void
}) {
  const untilSynced = useUntilSynced()
  const form = useSchemaForm(importantDateInput, {
    title: date?.title ?? '',
    date: date?.date ?? '',
    description: date?.description ?? '',
  })

  return (
    <FormDialog
      form={form}
      title={date ? 'Rediger vigtig dato' : 'Tilføj vigtig dato'}
      description="Titel og dato skal udfyldes."
      failure={() => 'Kunne ikke gemme vigtig dato. Prøv igen.'}
      onSave={(input) => untilSynced(date ? editDate(projectId, date.id, input) : createDate(projectId, input))}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="title" label="Titel" required className="content-start" />
      <TextField control={form.control} name="date" label="Dato" type="date" required className="content-start" />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={3} className="content-start" />
    </FormDialog>
  )
}
