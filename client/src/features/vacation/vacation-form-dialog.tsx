// Add/edit a vacation on react-hook-form. Checked with the zod schemas the server uses (both
// dates required, end not before start). Admins also choose whose vacation it is (add) or its status (edit).
import { useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/native-select'
import { FormDialogFooter, FormFailure, SelectField, TextField } from '@/components/form-fields'
import { ApiError, errorReason, isQueued } from '@/lib/api'
import { zodResolverVia } from '@/lib/form-resolver'
import { useCurrentUser } from '@/auth/current-user'
import { vacationEdit, vacationInput } from '../../../../sync/inputs/vacations'
import type { VacationStatus } from '../../../../sync/schema/vacations'
import { useUntilSynced } from '@/offline/use-until-synced'
import { displayName } from '../profile/profile-display'
import { useVacationPeople, type VacationRow } from './use-vacations'
import { createVacation, updateVacation } from './vacations-api'
import { VACATION_STATUS_LABEL } from './vacation-display'

interface VacationValues {
  user_id: string
  start_date: string
  end_date: string
  status: VacationStatus
}
type VacationOutput = z.output<typeof vacationInput> | z.output<typeof vacationEdit>

/** The Danish texts for a failed add; an edit names itself the same way. */
function failure(error: unknown, editing: boolean): string {
  if (error instanceof ApiError && error.status === 401) return 'Du skal være logget ind for at tilføje ferie'
  const message = errorReason(error)
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
  const untilSynced = useUntilSynced()
  const { id: userId, isAdmin } = useCurrentUser()
  const people = useVacationPeople()
  // Only admins choose whose vacation it is (add) or its status (edit); the others send the dates.
  const form = useForm<VacationValues, unknown, VacationOutput>({
    resolver: zodResolverVia((vacation ? vacationEdit : vacationInput) as z.ZodType<VacationOutput>, (values: VacationValues) => {
      const dates = { start_date: values.start_date, end_date: values.end_date }
      if (vacation) return { ...dates, ...(isAdmin ? { status: values.status } : {}) }
      return { ...dates, ...(isAdmin ? { user_id: values.user_id } : {}) }
    }),
    defaultValues: {
      user_id: vacation?.user_id ?? userId,
      start_date: vacation?.start_date ?? '',
      end_date: vacation?.end_date ?? '',
      status: (vacation?.status ?? 'pending') as VacationStatus,
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const startDate = useWatch({ control: form.control, name: 'start_date' })

  async function save(input: VacationOutput) {
    setServerError(null)
    try {
      await untilSynced(vacation ? updateVacation(vacation.id, input) : createVacation(input))
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(failure(error, Boolean(vacation)))
    }
  }

  function submit(e: FormEvent) {
    // Without a signed-in user there is nothing to check the form for.
    if (!userId) {
      e.preventDefault()
      return setServerError('Bruger-ID blev ikke fundet. Prøv at logge ud og ind igen.')
    }
    return form.handleSubmit(save)(e)
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{vacation ? 'Rediger ferie' : 'Tilføj ferie'}</DialogTitle>
          <DialogDescription>
            {vacation ? 'Ret datoerne for ferien.' : 'Nye ferier afventer godkendelse fra en administrator.'}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormFailure message={serverError} />
            {isAdmin && !vacation && (
              <SelectField control={form.control} name="user_id" label="Medarbejder">
                {!people?.some((p) => p.user_id === userId) && <option value={userId}>Mig selv</option>}
                {people?.map((p) => (
                  <option key={p.user_id} value={p.user_id}>
                    {displayName(p)}
                  </option>
                ))}
              </SelectField>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="start_date" label="Startdato" type="date" required className="content-start" />
              <TextField
                control={form.control}
                name="end_date"
                label="Slutdato"
                type="date"
                required
                min={startDate || undefined}
                className="content-start"
              />
            </div>
            {isAdmin && vacation && (
              <FormField
                control={form.control}
                name="status"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Status</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="pending">{VACATION_STATUS_LABEL.pending}</option>
                        <option value="approved">{VACATION_STATUS_LABEL.approved}</option>
                      </NativeSelect>
                    </FormControl>
                  </FormItem>
                )}
              />
            )}
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
