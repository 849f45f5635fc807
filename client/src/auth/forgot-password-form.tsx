import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authClient } from './auth-client'
import { AuthCard } from './auth-card'
import { providerMessage } from './error-message'

// Deliberately the same answer whether or not the address has an account.
const SENT =
  'Hvis der findes en konto med denne e-mailadresse, har vi sendt en e-mail med et link til at nulstille adgangskoden.'

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: '/' })
      if (error) setError(providerMessage(error, 'Der opstod en fejl. Prøv igen.'))
      else setSent(true)
    } catch {
      setError('Der opstod en fejl. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Glemt adgangskode"
      description="Skriv din e-mailadresse, så sender vi et link til at vælge en ny adgangskode."
    >
      {sent ? (
        <div className="grid gap-4">
          <Alert>
            <AlertDescription>{SENT}</AlertDescription>
          </Alert>
          <Button variant="outline" onClick={onBack}>
            Tilbage til log ind
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="forgot-email">E-mail</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sender...' : 'Send nulstillingslink'}
          </Button>
          <Button type="button" variant="link" onClick={onBack}>
            Tilbage til log ind
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
