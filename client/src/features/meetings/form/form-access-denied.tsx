// The meeting form for non-admins: two texts saying why, instead of a form that would be refused.
import { ShieldAlertIcon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { usePageTitle } from '@/components/page-header'

export function FormAccessDenied() {
  usePageTitle('Adgang nægtet')
  return (
    <Alert variant="destructive" className="max-w-xl">
      <ShieldAlertIcon aria-hidden />
      <AlertTitle>
        <h1>Adgang nægtet</h1>
      </AlertTitle>
      <AlertDescription>Kun administratorer kan oprette mødereferater.</AlertDescription>
    </Alert>
  )
}
