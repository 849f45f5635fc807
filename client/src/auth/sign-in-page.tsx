// 'Log ind' on react-hook-form over the shared sign-in schema; the provider's refusal is shown
// above the fields, and 'Glemt adgangskode?' carries the typed address along. An address whose
// domain signs in with single sign-on gets 'Fortsæt med <udbyder>' (and, when the domain's
// passwords are off, nothing else).
import { useEffect, useState } from 'react'
import { LogInIcon } from 'lucide-react'
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
import { forgetSsoError, ssoErrorInAddress, startSingleSignOn, useSsoProvider } from './single-sign-on'

const UNEXPECTED = 'Der opstod en uventet fejl'

export function SignInPage() {
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in')
  const [deactivated] = useState(wasDeactivated)
  useEffect(() => forgetDeactivated(), [])
  const form = useForm<SignInInput>({ resolver: zodResolver(signInInput), defaultValues: { email: '', password: '' } })
  const [ssoFailure, setSsoFailure] = useState<string | null>(ssoErrorInAddress)
  useEffect(forgetSsoError, [])
  const [leaving, setLeaving] = useState(false)
  const sso = useSsoProvider(form.watch('email'))
  const passwords = !sso || sso.passwordSignIn

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

  async function continueWithProvider() {
    setSsoFailure(null)
    setLeaving(true)
    const failure = await startSingleSignOn(form.getValues('email'))
    // On success the browser is on its way to the provider; the button stays busy until then.
    if (failure) {
      setSsoFailure(failure)
      setLeaving(false)
    }
  }

  const busy = form.formState.isSubmitting || leaving
  return (
    <AuthCard title="Log ind på din konto">
      <Form {...form}>
        <form
          // Enter in the address field goes on to the provider when the domain has no passwords.
          onSubmit={passwords ? form.handleSubmit(submit) : (e) => (e.preventDefault(), void continueWithProvider())}
          className="grid gap-4"
          noValidate
        >
          <FormFailure message={form.formState.errors.root?.message ?? ssoFailure ?? (deactivated ? DEACTIVATED_MESSAGE : undefined)} />
          <TextField control={form.control} name="email" label="E-mail eller brugernavn" type="text" autoComplete="username" required />
          {sso && (
            <Button type="button" disabled={busy} className="w-full" onClick={continueWithProvider}>
              <LogInIcon aria-hidden />
              {leaving ? 'Sender dig videre...' : `Fortsæt med ${sso.name}`}
            </Button>
          )}
          {passwords && (
            <>
              <TextField control={form.control} name="password" label="Adgangskode" type="password" autoComplete="current-password" required />
              <Button type="submit" disabled={busy} className="w-full" variant={sso ? 'outline' : 'default'}>
                {form.formState.isSubmitting ? 'Logger ind...' : 'Log ind'}
              </Button>
              <Button type="button" variant="link" className="justify-self-center" onClick={() => setMode('forgot')}>
                Glemt adgangskode?
              </Button>
            </>
          )}
        </form>
      </Form>
    </AuthCard>
  )
}
