// 'Log ind' on react-hook-form over the shared sign-in schema; the provider's refusal is shown
// above the fields, and 'Glemt adgangskode?' carries the typed address along.
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { isUsernameSignIn, signInInput, type SignInInput } from '../../../sync/inputs/auth'
import { authClient } from './auth-client'
import { DEACTIVATED_MESSAGE, forgetDeactivated, wasDeactivated } from './deactivated'
import { AuthCard } from './auth-card'
import { clearAuthLink } from './auth-link'
import { providerMessage } from './error-message'
import { ForgotPasswordForm } from './forgot-password-form'

const UNEXPECTED = 'Der opstod en uventet fejl'

export function SignInPage() {
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in')
  const [deactivated] = useState(wasDeactivated)
  useEffect(() => forgetDeactivated(), [])
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '' } })

  if (mode === 'forgot') {
    return <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setMode('sign-in')} />
  }

  async function submit(values: SignInInput) {
    try {
      const { error } = isUsernameSignIn(values.email)
        ? await authClient.signIn.username({ username: values.email, password: values.password })
        : await authClient.signIn.email(values)
      if (error) return form.setError('root', { message: providerMessage(error, UNEXPECTED) })
    } catch {
      return form.setError('root', { message: UNEXPECTED })
    }
    // A normal sign-in ends any remembered recovery link; reload starts the app fresh, and the
    // button stays busy until the page goes.
    clearAuthLink()
    window.location.reload()
    await new Promise<never>(() => {})
  }

  const busy = form.formState.isSubmitting
  return (
    <AuthCard title="Log ind på din konto">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} className="grid gap-4" noValidate>
          <FormFailure message={form.formState.errors.root?.message ?? (deactivated ? DEACTIVATED_MESSAGE : undefined)} />
          <TextField control={form.control} name="email" label="E-mail eller brugernavn" type="text" autoComplete="username" required />
          <TextField control={form.control} name="password" label="Adgangskode" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Logger ind...' : 'Log ind'}
          </Button>
          <Button type="button" variant="link" className="justify-self-center" onClick={() => setMode('forgot')}>
            Glemt adgangskode?
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
