// The details card's edit form, on react-hook-form over the shared patch schema; it sends
// the deadline and the leader only when they are filled, so leaving them empty keeps them.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, SelectField, TextField } from '@/components/form-fields'
import { errorReason, isQueued } from '@/lib/api'
import { zodResolverVia } from '@/lib/form-resolver'
import { projectPatch } from '../../../../sync/inputs/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { STATUS_OPTIONS } from './project-display'
import { updateProject } from './projects-api'
import { useLeaderOptions, type ProjectRow } from './use-projects'

type ProjectEditValues = Record<'name' | 'description' | 'status' | 'project_leader' | 'deadline', string>
type ProjectEditOutput = z.output<typeof projectPatch>

export function ProjectEditForm({ project, onDone }: { project: ProjectRow; onDone: () => void }) {
  const untilSynced = useUntilSynced()
  const leaders = useLeaderOptions()
  const form = useForm<ProjectEditValues, unknown, ProjectEditOutput>({
    resolver: zodResolverVia(projectPatch, ({ project_leader, deadline, ...always }: ProjectEditValues) => ({
      ...always,
      ...(project_leader ? { project_leader } : {}),
      ...(deadline ? { deadline } : {}),
    })),
    defaultValues: {
      name: project.name,
      description: project.description ?? '',
      status: project.status,
      project_leader: project.project_leader ?? '',
      deadline: project.deadline ?? '',
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(patch: ProjectEditOutput) {
    setServerError(null)
    try {
      await untilSynced(updateProject(project.id, patch))
      onDone()
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onDone()
      setServerError(`Kunne ikke opdatere projektet: ${errorReason(error)}`)
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4" aria-label="Rediger projekt">
        <FormFailure message={serverError} />
        <TextField control={form.control} name="name" label="Projektnavn" required className="content-start" />
        <TextField control={form.control} name="description" label="Beskrivelse" rows={4} className="content-start" />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField control={form.control} name="status" label="Status" className="content-start" options={STATUS_OPTIONS} />
          <SelectField control={form.control} name="project_leader" label="Projektleder" className="content-start">
            <option value="">Vælg projektleder</option>
            {leaders?.map((p) => (
              <option key={p.user_id} value={p.user_id}>
                {p.label ?? 'Ukendt bruger'}
              </option>
            ))}
          </SelectField>
          <TextField control={form.control} name="deadline" label="Deadline" type="date" className="content-start" />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onDone}>
            Annuller
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Gemmer...' : 'Gem ændringer'}
          </Button>
        </div>
      </form>
    </Form>
  )
}
