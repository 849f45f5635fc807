// A one-time note carried to the next page in the router state ('Mødereferat oprettet!' …),
// announced politely to screen readers.
import { useLocation } from 'react-router-dom'
import { CheckCircle2Icon, CircleAlertIcon } from 'lucide-react'
import { Alert, AlertTitle } from '@/components/ui/alert'

export function FlashMessage() {
  const state = useLocation().state as { flash?: string; tone?: 'error' } | null
  if (!state?.flash) return null
  const { flash, tone } = state
  return (
    <Alert role={tone === 'error' ? 'alert' : 'status'} variant={tone === 'error' ? 'destructive' : 'default'} className="mb-4">
      {tone === 'error' ? <CircleAlertIcon aria-hidden /> : <CheckCircle2Icon aria-hidden />}
      <AlertTitle>{flash}</AlertTitle>
    </Alert>
  )
}
