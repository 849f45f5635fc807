// Create or edit a project from the list: name required, description and dates optional
// (empty dates are saved as null), status chosen freely. On react-hook-form over the shared schema.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, SelectField, TextField } from '@/components/form-fields'
import { projectInput } from '../../../../sync/inputs/projects'
import { PROJECT_STATUSES } from '../../../../sync/schema/projects'
import { untilSynced } from '@/offline/until-synced'
import { STATUS_LABEL } from './project-display'
import { createProject, updateProject } from './projects-api'
import type { ProjectRow } from './use-projects'

type Field = 'name' | 'description' | 'status' | 'start_date' | 'end_date'
type ProjectValues = Record<Field, string>
type ProjectOutput = z.output<typeof projectInput>

export function ProjectFormDialog({ project, onOpenChange }: { project?: ProjectRow; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const form = useForm<ProjectValues, unknown, ProjectOutput>({
    resolver: zodResolver(projectInput as z.ZodType<ProjectOutput, ProjectValues>),
    defaultValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      status: project?.status ?? 'pending',
      start_date: project?.start_date ?? '',
      end_date: project?.end_date ?? '',
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const startDate = useWatch({ control: form.control, name: 'start_date' })

  async function save(output: ProjectOutput) {
    setServerError(null)
    try {
      const { project_leader: _leader, deadline: _deadline, ...input } = output
      await untilSynced(db, project ? await updateProject(project.id, input) : await createProject(input))
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      const message = error instanceof Error && error.message ? error.message : 'Ukendt fejl'
      setServerError(project ? `Kunne ikke opdatere projektet: ${message}` : `Kunne ikke oprette projektet: ${message}`)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{project ? 'Rediger projekt' : 'Nyt projekt'}</DialogTitle>
          <DialogDescription>Projektnavn skal udfyldes; resten er valgfrit.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={serverError} />
            <TextField control={form.control} name="name" label="Projektnavn" required className="content-start" />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} className="content-start" />
            <SelectField control={form.control} name="status" label="Status" className="content-start">
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </SelectField>
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
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
