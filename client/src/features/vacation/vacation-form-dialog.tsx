// Add/edit a vacation. Checked with the zod schemas the server uses (both dates required,
// end not before start). Admins also choose whose vacation it is (add) or its status (edit).
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ApiError, isQueued } from '@/lib/api'
import { useCurrentUser } from '@/auth/current-user'
import { vacationEdit, vacationInput } from '../../../../sync/inputs/vacations'
import type { VacationStatus } from '../../../../sync/schema/vacations'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { displayName } from '../profile/profile-display'
import { useVacationPeople, type VacationRow } from './use-vacations'
import { createVacation, updateVacation } from './vacations-api'
import { VACATION_STATUS_LABEL } from './vacation-display'

type Field = 'user_id' | 'start_date' | 'end_date' | 'status'

const SETTLED = `select 1 from vacations where id = $1 and start_date = $2::date and end_date = $3::date`

/** The spec's texts for a failed add; an edit names itself the same way. */
function failure(error: unknown, editing: boolean): string {
  if (error instanceof ApiError && error.status === 401) return 'Du skal være logget ind for at tilføje ferie'
  const message = error instanceof Error && error.message ? error.message : 'Ukendt fejl'
  return editing ? `Fejl ved opdatering af ferie: ${message}` : `Fejl ved tilføjelse af ferie: ${message}`
}

export function VacationFormDialog({
  vacation,
  onOpenChange,
}: {
  /** Undefined: add a new vacation. */
  vacation?: VacationRow
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const id = useId()
  const { id: userId, isAdmin } = useCurrentUser()
  const people = useVacationPeople()
  const [values, setValues] = useState({
    user_id: vacation?.user_id ?? userId,
    start_date: vacation?.start_date ?? '',
    end_date: vacation?.end_date ?? '',
    status: (vacation?.status ?? 'pending') as VacationStatus,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs))
  }

  function showIssues(issues: { path: PropertyKey[]; message: string }[]) {
    const next: Partial<Record<Field, string>> = {}
    for (const issue of issues) next[issue.path[0] as Field] ??= issue.message
    setErrors(next)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setServerError(null)
    if (!userId) return setServerError('Bruger-ID blev ikke fundet. Prøv at logge ud og ind igen.')
    const dates = { start_date: values.start_date, end_date: values.end_date }
    const parsed = vacation
      ? vacationEdit.safeParse({ ...dates, ...(isAdmin ? { status: values.status } : {}) })
      : vacationInput.safeParse({ ...dates, ...(isAdmin ? { user_id: values.user_id } : {}) })
    if (!parsed.success) return showIssues(parsed.error.issues)
    setErrors({})
    setBusy(true)
    try {
      const input = parsed.data
      const saved = vacation ? await updateVacation(vacation.id, input) : await createVacation(input)
      await waitForLocalRow(db, SETTLED, [saved.vacation.id, input.start_date, input.end_date], true)
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(failure(error, Boolean(vacation)))
    } finally {
      setBusy(false)
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {errors[field]}
      </p>
    )

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{vacation ? 'Rediger ferie' : 'Tilføj ferie'}</DialogTitle>
          <DialogDescription>
            {vacation ? 'Ret datoerne for ferien.' : 'Nye ferier afventer godkendelse fra en administrator.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          {isAdmin && !vacation && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-user_id`}>Medarbejder</Label>
              <NativeSelect {...fieldProps('user_id')} value={values.user_id} onChange={set('user_id')}>
                {!people?.some((p) => p.user_id === userId) && <option value={userId}>Mig selv</option>}
                {people?.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {displayName(p)}
                  </option>
                ))}
              </NativeSelect>
              {fieldError('user_id')}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-start_date`}>Startdato</Label>
              <Input {...fieldProps('start_date')} type="date" aria-required value={values.start_date} onChange={set('start_date')} />
              {fieldError('start_date')}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-end_date`}>Slutdato</Label>
              <Input
                {...fieldProps('end_date')}
                type="date"
                aria-required
                min={values.start_date || undefined}
                value={values.end_date}
                onChange={set('end_date')}
              />
              {fieldError('end_date')}
            </div>
          </div>
          {isAdmin && vacation && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect {...fieldProps('status')} value={values.status} onChange={set('status')}>
                <option value="pending">{VACATION_STATUS_LABEL.pending}</option>
                <option value="approved">{VACATION_STATUS_LABEL.approved}</option>
              </NativeSelect>
            </div>
          )}
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
