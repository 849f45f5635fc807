// An administrator sets a new password for someone — above all a site crew member, who has no
// e-mail for a reset link. Same rules as every password; the person is signed out everywhere.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { setPasswordInput } from '../../../../sync/inputs/people'
import { setUserPassword } from './users-api'

export function SetPasswordDialog({ user, onClose, onDone }: { user: { user_id: string; label: string }; onClose: () => void; onDone: () => void }) {
  const form = useForm<{ password: string }>({ resolver: zodResolver(setPasswordInput), defaultValues: { password: '' } })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save({ password }: { password: string }) {
    setFailure(null)
    try {
      await setUserPassword(user.user_id, password)
      onDone()
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Kunne ikke sætte adgangskoden')
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ny adgangskode til {user.label}</DialogTitle>
          <DialogDescription>Personen bliver logget ud på alle enheder og logger ind igen med den nye adgangskode.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <TextField control={form.control} name="password" label="Ny adgangskode" type="text" autoComplete="off" minLength={6} required />
            <FormDialogFooter busy={busy} onCancel={onClose}>
              {busy ? 'Gemmer...' : 'Sæt adgangskode'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
