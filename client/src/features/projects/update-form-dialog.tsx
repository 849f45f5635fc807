// Add or edit a project update (title and description required, progress 0-100 in steps of
// 5, status). Saving also sets the project's progress and status (done by the server).
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { projectUpdateInput } from '../../../../sync/inputs/projects'
import { PROJECT_STATUSES } from '../../../../sync/schema/projects'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { FormField, issuesByField } from './form-field'
import { ProgressInput } from './progress-input'
import { STATUS_LABEL } from './project-display'
import { createUpdate, editUpdate } from './projects-api'
import type { ProjectRow, UpdateRow } from './use-projects'

type Field = 'title' | 'description' | 'progress' | 'status'

export function UpdateFormDialog({
  project,
  update,
  onOpenChange,
}: {
  project: ProjectRow
  update?: UpdateRow
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState<Record<Field, string>>({
    title: update?.title ?? '',
    description: update?.description ?? '',
    progress: String(update?.progress ?? project.progress),
    status: update?.status ?? project.status,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const setValue = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs))
  }
  const set = (field: Field) => (e: { target: { value: string } }) => setValue(field, e.target.value)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    const parsed = projectUpdateInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      const input = parsed.data
      const saved = update ? await editUpdate(project.id, update.id, input) : await createUpdate(project.id, input)
      await waitForLocalRow(
        db,
        'select 1 from project_updates u join projects p on p.id = u.project_id where u.id = $1 and u.title = $2 and p.progress = $3',
        [saved.update.id, input.title, input.progress],
        true,
      )
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(`Kunne ikke gemme opdatering: ${error instanceof Error && error.message ? error.message : 'Ukendt fejl'}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{update ? 'Rediger opdatering' : 'Tilføj opdatering'}</DialogTitle>
          <DialogDescription>Projektets fremskridt og status sættes til opdateringens værdier.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-title`} label="Titel" error={errors.title}>
            <Input aria-required value={values.title} onChange={set('title')} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Textarea aria-required rows={4} value={values.description} onChange={set('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-progress`}>Fremskridt (%)</Label>
              <ProgressInput id={`${id}-progress`} value={values.progress} onChange={(v) => setValue('progress', v)} />
            </div>
            <FormField id={`${id}-status`} label="Status" error={errors.status}>
              <NativeSelect value={values.status} onChange={set('status')}>
                {PROJECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </NativeSelect>
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
