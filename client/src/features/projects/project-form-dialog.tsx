// Create or edit a project from the list: name required, description and dates optional
// (empty dates are saved as null), status chosen freely.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { projectInput } from '../../../../sync/inputs/projects'
import { PROJECT_STATUSES } from '../../../../sync/schema/projects'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { FormField, issuesByField } from './form-field'
import { STATUS_LABEL } from './project-display'
import { createProject, updateProject } from './projects-api'
import type { ProjectRow } from './use-projects'

type Field = 'name' | 'description' | 'status' | 'start_date' | 'end_date'

export function ProjectFormDialog({ project, onOpenChange }: { project?: ProjectRow; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>({
    name: project?.name ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'pending',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
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
    const parsed = projectInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      const { project_leader: _leader, deadline: _deadline, ...input } = parsed.data
      const saved = project ? await updateProject(project.id, input) : await createProject(input)
      await waitForLocalRow(db, 'select 1 from projects where id = $1 and name = $2', [saved.project.id, input.name], true)
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      const message = error instanceof Error && error.message ? error.message : 'Ukendt fejl'
      setServerError(project ? `Kunne ikke opdatere projektet: ${message}` : `Kunne ikke oprette projektet: ${message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{project ? 'Rediger projekt' : 'Nyt projekt'}</DialogTitle>
          <DialogDescription>Projektnavn skal udfyldes; resten er valgfrit.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-name`} label="Projektnavn" error={errors.name}>
            <Input aria-required value={values.name} onChange={set('name')} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Textarea rows={3} value={values.description} onChange={set('description')} />
          </FormField>
          <FormField id={`${id}-status`} label="Status" error={errors.status}>
            <NativeSelect value={values.status} onChange={set('status')}>
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-start`} label="Startdato" error={errors.start_date}>
              <Input type="date" value={values.start_date} onChange={set('start_date')} />
            </FormField>
            <FormField id={`${id}-end`} label="Slutdato" error={errors.end_date}>
              <Input type="date" min={values.start_date || undefined} value={values.end_date} onChange={set('end_date')} />
            </FormField>
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
