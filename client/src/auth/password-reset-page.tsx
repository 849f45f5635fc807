import { useEffect, useState, type FormEvent } from 'react'
import { CheckCircle2Icon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authClient } from './auth-client'
import { AuthCard } from './auth-card'
import { clearAuthLink, type AuthLink } from './auth-link'
import { providerMessage } from './error-message'
import { newPasswordError } from './password-rules'

const INVALID_LINK = 'Ugyldig eller udløbet nulstillingslink. Anmod om et nyt link.'
const FAILED = 'Der opstod en fejl. Prøv igen.'
export const REDIRECT_AFTER_RESET_MS = 2000

export function PasswordResetPage({ link }: { link: AuthLink }) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(link.token ? null : INVALID_LINK)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => window.location.assign('/'), REDIRECT_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [done])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!link.token) return setError(INVALID_LINK)
    const ruleError = newPasswordError(password, confirmation)
    if (ruleError) return setError(ruleError)
    setBusy(true)
    setError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: link.token })
      if (error) {
        setError(providerMessage(error, FAILED))
        return
      }
      clearAuthLink()
      // The reset itself signs nobody in, but end any older session on this device too.
      await authClient.signOut().catch(() => undefined)
      setDone(true)
    } catch {
      setError(FAILED)
    } finally {
      setBusy(false)
    }
  }

  function backToSignIn() {
    clearAuthLink()
    window.location.assign('/')
  }

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
      <form onSubmit={submit} className="grid gap-4" noValidate>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-2">
          <Label htmlFor="new-password">Ny adgangskode</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-password">Bekræft adgangskode</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy || !link.token}>
          {busy ? 'Opdaterer...' : 'Opdater adgangskode'}
        </Button>
        <Button type="button" variant="link" onClick={backToSignIn}>
          Tilbage til log ind
        </Button>
      </form>
    </AuthCard>
  )
}
