// 'Opret bruger' (spec part 2, user administration): e-mail, password (≥ 6), name, full
// name and role — or an e-mailed invitation instead of a password.
import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ApiError } from '@/lib/api'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { newUserInput } from '../../../../sync/inputs/people'
import { createUser } from './users-api'

type Field = 'email' | 'password' | 'name' | 'full_name' | 'role'

export interface CreatedNotice {
  email: string
  password?: string
  invited: boolean
  warning?: string
}

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (notice: CreatedNotice) => void }) {
  const db = usePGlite()
  const id = useId()
  // Hidden by default: an admin may type it with someone looking over the shoulder.
  const [showPassword, setShowPassword] = useState(false)
  const [values, setValues] = useState({ email: '', password: '', name: '', full_name: '', role: 'user' })
  const [invite, setInvite] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = newUserInput.safeParse({ ...values, password: invite ? undefined : values.password, invite })
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    setBusy(true)
    try {
      const created = await createUser({ ...parsed.data })
      await waitForLocalRow(db, 'select 1 from profiles where user_id = $1 and full_name = $2', [created.user.id, parsed.data.full_name], true)
      onCreated({ email: created.user.email, password: invite ? undefined : values.password, invited: created.invited, warning: created.warning })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setFailure('Ingen aktiv session. Log ind igen.')
      else setFailure(`Kunne ikke oprette bruger: ${error instanceof Error ? error.message : 'Ukendt fejl'}`)
    } finally {
      setBusy(false)
    }
  }

  const input = (field: Field, label: string, props: ComponentProps<'input'> = {}) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={set(field)}
        aria-required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        {...props}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="text-destructive text-sm">
          {errors[field]}
        </p>
      )}
    </div>
  )

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opret bruger</DialogTitle>
          <DialogDescription>Brugeren kan logge ind med e-mail og adgangskode med det samme.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          {input('email', 'E-mail', { type: 'email', autoComplete: 'off' })}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={invite} onChange={(e) => setInvite(e.target.checked)} />
            Send en invitation pr. e-mail, så brugeren selv vælger adgangskode
          </label>
          {!invite && input('password', 'Adgangskode', { type: showPassword ? 'text' : 'password', autoComplete: 'new-password', minLength: 6 })}
          {!invite && (
            <label className="-mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
              Vis adgangskode
            </label>
          )}
          {input('name', 'Navn')}
          {input('full_name', 'Fulde navn')}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-role`}>Rolle</Label>
            <NativeSelect id={`${id}-role`} value={values.role} onChange={set('role')}>
              <option value="user">Bruger</option>
              <option value="admin">Administrator</option>
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Opretter...' : invite ? 'Opret og send invitation' : 'Opret bruger'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
