// Admin-only routes. Hiding the page here is for the user's sake; the server refuses the
// data and the writes on its own (403), so this is never the only guard.
import type { ReactNode } from 'react'
import { ShieldAlertIcon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { usePageTitle } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'

export function AccessDenied({ text = 'Access denied' }: { text?: string }) {
  usePageTitle(text)
  return (
    <Alert variant="destructive" className="max-w-xl">
      <ShieldAlertIcon aria-hidden />
      <AlertTitle>
        <h1>{text}</h1>
      </AlertTitle>
      <AlertDescription>Siden er kun for administratorer.</AlertDescription>
    </Alert>
  )
}

export function AdminOnly({ children, deniedText }: { children: ReactNode; deniedText?: string }) {
  const { isAdmin } = useCurrentUser()
  return isAdmin ? <>{children}</> : <AccessDenied text={deniedText} />
}
