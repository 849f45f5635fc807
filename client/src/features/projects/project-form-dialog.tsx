// Create or edit a project from the list: name required, description and dates optional
// (empty dates are saved as null), status chosen freely. On react-hook-form over the shared schema.
import { useWatch } from 'react-hook-form'
import { errorReason } from '@/lib/api'
import { useSchemaForm } from '@/lib/form-resolver'
import { FormDialog } from '@/components/form-dialog'
import { SelectField, TextField } from '@/components/form-fields'
import { projectInput } from '../../../../sync/inputs/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { STATUS_OPTIONS } from './project-display'
import { createProject, updateProject } from './projects-api'
import type { ProjectRow } from './use-projects'

export function ProjectFormDialog({ project, onOpenChange }: { project?: ProjectRow; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  const form = useSchemaForm(projectInput, {
    name: project?.name ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'pending',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
  })
  const startDate = useWatch({ control: form.control, name: 'start_date' })

  return (
    <FormDialog
      form={form}
      title={project ? 'Rediger projekt' : 'Nyt projekt'}
      description="Projektnavn skal udfyldes; resten er valgfrit."
      failure={(error) => (project ? `Kunne ikke opdatere projektet: ${errorReason(error)}` : `Kunne ikke oprette projektet: ${errorReason(error)}`)}
      onSave={async ({ project_leader: _leader, deadline: _deadline, ...input }) => {
        await untilSynced(project ? updateProject(project.id, input) : createProject(input))
      }}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="name" label="Projektnavn" required className="content-start" />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={3} className="content-start" />
      <SelectField control={form.control} name="status" label="Status" className="content-start" options={STATUS_OPTIONS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="start_date" label="Startdato" type="date" className="content-start" />
        <TextField
          control={form.control}
          name="end_date"
          label="Slutdato"
          type="date"
          min={startDate || undefined}
          className="content-start"
        />
      </div>
    </FormDialog>
  )
}
