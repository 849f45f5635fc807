// The details card's edit form. Checked with the shared patch schema; the spec sends the
// deadline and the leader only when they are filled, so leaving them empty keeps them.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { projectPatch } from '../../../../sync/inputs/projects'
import { PROJECT_STATUSES } from '../../../../sync/schema/projects'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { FormField, issuesByField } from './form-field'
import { STATUS_LABEL } from './project-display'
import { updateProject } from './projects-api'
import { useLeaderOptions, type ProjectRow } from './use-projects'

type Field = 'name' | 'description' | 'status' | 'project_leader' | 'deadline'

export function ProjectEditForm({ project, onDone }: { project: ProjectRow; onDone: () => void }) {
  const db = usePGlite()
  const id = useId()
  const leaders = useLeaderOptions()
  const [values, setValues] = useState<Record<Field, string>>({
    name: project.name,
    description: project.description ?? '',
    status: project.status,
    project_leader: project.project_leader ?? '',
    deadline: project.deadline ?? '',
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
    const { project_leader, deadline, ...always } = values
    const parsed = projectPatch.safeParse({
      ...always,
      ...(project_leader ? { project_leader } : {}),
      ...(deadline ? { deadline } : {}),
    })
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      await updateProject(project.id, parsed.data)
      await waitForLocalRow(db, 'select 1 from projects where id = $1 and name = $2', [project.id, parsed.data.name], true)
      onDone()
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onDone()
      setServerError(`Kunne ikke opdatere projektet: ${error instanceof Error && error.message ? error.message : 'Ukendt fejl'}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Rediger projekt">
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      <FormField id={`${id}-name`} label="Projektnavn" error={errors.name}>
        <Input aria-required value={values.name} onChange={set('name')} />
      </FormField>
      <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
        <Textarea rows={4} value={values.description} onChange={set('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-status`} label="Status" error={errors.status}>
          <NativeSelect value={values.status} onChange={set('status')}>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-leader`} label="Projektleder" error={errors.project_leader}>
          <NativeSelect value={values.project_leader} onChange={set('project_leader')}>
            <option value="">Vælg projektleder</option>
            {leaders?.map((p) => (
              <option key={p.user_id} value={p.user_id}>
                {p.label ?? 'Ukendt bruger'}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-deadline`} label="Deadline" error={errors.deadline}>
          <Input type="date" value={values.deadline} onChange={set('deadline')} />
        </FormField>
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
  )
}
