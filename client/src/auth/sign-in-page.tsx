import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authClient } from './auth-client'
import { AuthCard } from './auth-card'
import { clearAuthLink } from './auth-link'
import { providerMessage } from './error-message'
import { ForgotPasswordForm } from './forgot-password-form'

const UNEXPECTED = 'Der opstod en uventet fejl'

export function SignInPage() {
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (mode === 'forgot') {
    return <ForgotPasswordForm initialEmail={email} onBack={() => setMode('sign-in')} />
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password })
      if (error) {
        setError(providerMessage(error, UNEXPECTED))
        setBusy(false)
        return
      }
      // A normal sign-in ends any remembered recovery link; reload starts the app fresh.
      clearAuthLink()
      window.location.reload()
    } catch {
      setError(UNEXPECTED)
      setBusy(false)
    }
  }

  return (
    <AuthCard title="Log ind på din konto">
      <form onSubmit={submit} className="grid gap-4" noValidate={false}>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-2">
          <Label htmlFor="sign-in-email">E-mail</Label>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="sign-in-password">Adgangskode</Label>
          <Input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Logger ind...' : 'Log ind'}
        </Button>
        <Button type="button" variant="link" className="justify-self-center" onClick={() => setMode('forgot')}>
          Glemt adgangskode?
        </Button>
      </form>
    </AuthCard>
  )
}
