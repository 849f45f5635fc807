// 'Opret bruger' (user administration): e-mail, password (≥ 6), name, full
// name and role — or an e-mailed invitation instead of a password. On react-hook-form over the
// server's own schema.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { CheckboxField, FormDialogFooter, FormFailure, SelectField, TextField } from '@/components/form-fields'
import { ApiError, errorReason } from '@/lib/api'
import { zodResolverVia } from '@/lib/form-resolver'
import { useUntilSynced } from '@/offline/use-until-synced'
import { newUserInput } from '../../../../sync/inputs/people'
import { ADMIN_LABEL, MEMBER_LABEL } from '../../../../sync/role-labels'
import { createUser } from './users-api'

interface NewUserValues {
  email: string
  username: string
  password: string
  name: string
  full_name: string
  role: string
  invite: boolean
}
type NewUserOutput = z.output<typeof newUserInput>

export interface CreatedNotice {
  /** The e-mail address, or a site crew member's username. */
  email: string
  password?: string
  invited: boolean
  warning?: string
}

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (notice: CreatedNotice) => void }) {
  const untilSynced = useUntilSynced()
  // Hidden by default: an admin may type it with someone looking over the shoulder.
  const [showPassword, setShowPassword] = useState(false)
  const form = useForm<NewUserValues, unknown, NewUserOutput>({
    // An invitation sends no password: the field is hidden and its value left out.
    resolver: zodResolverVia(newUserInput, (values: NewUserValues) => ({ ...values, password: values.invite ? undefined : values.password })),
    defaultValues: { email: '', username: '', password: '', name: '', full_name: '', role: 'user', invite: false },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const invite = useWatch({ control: form.control, name: 'invite' })

  async function save(input: NewUserOutput) {
    setFailure(null)
    try {
      const created = await createUser({ ...input })
      await untilSynced(created)
      onCreated({ email: created.user.email ?? created.user.username ?? '', password: input.invite ? undefined : input.password, invited: created.invited, warning: created.warning })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setFailure('Ingen aktiv session. Log ind igen.')
      else setFailure(`Kunne ikke oprette bruger: ${errorReason(error)}`)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opret bruger</DialogTitle>
          <DialogDescription>Brugeren kan logge ind med e-mail eller brugernavn og adgangskode med det samme.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="off" />
            <TextField
              control={form.control}
              name="username"
              label="Brugernavn eller telefonnummer"
              hint="Til medarbejdere uden e-mail (fx sjak på pladsen): de logger ind med dette i stedet."
              autoComplete="off"
            />
            <CheckboxField control={form.control} name="invite" label="Send en invitation pr. e-mail, så brugeren selv vælger adgangskode" />
            {!invite && (
              <TextField
                control={form.control}
                name="password"
                label="Adgangskode"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                minLength={6}
                required
              />
            )}
            {!invite && (
              <label className="-mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
                Vis adgangskode
              </label>
            )}
            <TextField control={form.control} name="name" label="Navn" required />
            <TextField control={form.control} name="full_name" label="Fulde navn" required />
            <SelectField control={form.control} name="role" label="Rolle">
              <option value="user">{MEMBER_LABEL}</option>
              <option value="admin">{ADMIN_LABEL}</option>
            </SelectField>
            <FormDialogFooter busy={busy} onCancel={onClose}>
              {busy ? 'Opretter...' : invite ? 'Opret og send invitation' : 'Opret bruger'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
