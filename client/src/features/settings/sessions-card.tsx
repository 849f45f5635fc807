// Sign out everywhere else (a lost phone, a shared computer): this device stays signed in.
import { useState } from 'react'
import { toast } from 'sonner'
import { authClient } from '@/auth/auth-client'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export function SessionsCard() {
  const [busy, setBusy] = useState(false)
  async function signOutOthers() {
    setBusy(true)
    const { error } = await authClient.revokeOtherSessions().catch(() => ({ error: true }))
    setBusy(false)
    if (error) toast.error('Kunne ikke logge de andre enheder ud. Prøv igen.')
    else toast.success('Du er logget ud på alle andre enheder')
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Enheder</CardTitle>
        <CardDescription>Log ud på alle andre computere, telefoner og browsere. De får heller ikke længere push-notifikationer. Du forbliver logget ind her.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={signOutOthers} disabled={busy}>
          {busy ? 'Logger ud...' : 'Log ud på alle andre enheder'}
        </Button>
      </CardContent>
    </Card>
  )
}
