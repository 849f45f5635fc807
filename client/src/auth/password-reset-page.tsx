// Choosing a new password from an e-mailed link (reset or invitation), on react-hook-form over
// the shared new-password schema; a link without a token is refused before anything is typed.
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2Icon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { newPasswordInput, type NewPasswordInput } from '../../../sync/inputs/auth'
import { authClient } from './auth-client'
import { AuthCard } from './auth-card'
import { clearAuthLink, type AuthLink } from './auth-link'
import { providerMessage } from './error-message'
import { UNKNOWN_ERROR } from '@/lib/api'

const INVALID_LINK = 'Ugyldig eller udløbet nulstillingslink. Anmod om et nyt link.'
export const REDIRECT_AFTER_RESET_MS = 2000

export function PasswordResetPage({ link }: { link: AuthLink }) {
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordInput), defaultValues: { password: '', confirmation: '' } })
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => window.location.assign('/'), REDIRECT_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [done])

  async function submit({ password }: NewPasswordInput) {
    if (!link.token) return
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: link.token })
      if (error) return form.setError('root', { message: providerMessage(error, UNKNOWN_ERROR) })
      clearAuthLink()
      // The reset itself signs nobody in, but end any older session on this device too.
      await authClient.signOut().catch(() => undefined)
      setDone(true)
    } catch {
      form.setError('root', { message: UNKNOWN_ERROR })
    }
  }

  function backToSignIn() {
    clearAuthLink()
    window.location.assign('/')
  }

  const busy = form.formState.isSubmitting
  const title = link.type === 'invite' ? 'Vælg din adgangskode' : 'Nulstil adgangskode'
  if (done) {
    return (
      <AuthCard title={title}>
        <Alert>
          <CheckCircle2Icon aria-hidden />
          <AlertTitle>Adgangskode opdateret!</AlertTitle>
          <AlertDescription>Du sendes videre til log ind om et øjeblik.</AlertDescription>
        </Alert>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={title} description="Vælg en ny adgangskode på mindst 6 tegn.">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} className="grid gap-4" noValidate>
          <FormFailure message={link.token ? form.formState.errors.root?.message : INVALID_LINK} />
          <TextField control={form.control} name="password" label="Ny adgangskode" type="password" autoComplete="new-password" />
          <TextField control={form.control} name="confirmation" label="Bekræft adgangskode" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={busy || !link.token}>
            {busy ? 'Opdaterer...' : 'Opdater adgangskode'}
          </Button>
          <Button type="button" variant="link" onClick={backToSignIn}>
            Tilbage til log ind
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
