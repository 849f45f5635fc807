// Add or edit a project update (title and description required, progress 0-100 in steps of
// 5, status). Saving also sets the project's progress and status (done by the server).
// On react-hook-form over the shared schema.
import { errorReason } from '@/lib/api'
import { useSchemaForm } from '@/lib/form-resolver'
import { FormDialog } from '@/components/form-dialog'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { SelectField, TextField } from '@/components/form-fields'
import { projectUpdateInput } from '../../../../sync/inputs/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ProgressInput } from './progress-input'
import { STATUS_OPTIONS } from './project-display'
import { createUpdate, editUpdate } from './projects-api'
import type { ProjectRow, UpdateRow } from './use-projects'

export function UpdateFormDialog({
  project,
  update,
  onOpenChange,
}: {
  project: ProjectRow
  update?: UpdateRow
  onOpenChange: (open: boolean) => void
}) {
  const untilSynced = useUntilSynced()
  const form = useSchemaForm(projectUpdateInput, {
    title: update?.title ?? '',
    description: update?.description ?? '',
    progress: String(update?.progress ?? project.progress),
    status: update?.status ?? project.status,
  })

  return (
    <FormDialog
      form={form}
      title={update ? 'Rediger opdatering' : 'Tilføj opdatering'}
      description="Projektets fremskridt og status sættes til opdateringens værdier."
      failure={(error) => `Kunne ikke gemme opdatering: ${errorReason(error)}`}
      onSave={async (input) => {
        // The update and the project's new progress and status are one transaction: one txid.
        await untilSynced(update ? editUpdate(project.id, update.id, input) : createUpdate(project.id, input))
      }}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="title" label="Titel" required className="content-start" />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={4} required className="content-start" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="progress"
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Fremskridt (%)</FormLabel>
              <FormControl>
                <ProgressInput value={field.value} onChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <SelectField control={form.control} name="status" label="Status" className="content-start" options={STATUS_OPTIONS} />
      </div>
    </FormDialog>
  )
}
