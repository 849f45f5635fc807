// Deactivating a leaver, with a confirmation that says what happens (and what stays).
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deactivateUser } from './users-api'

export function DeactivateUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: { user_id: string; label: string }
  onClose: () => void
  onDone: () => void
}) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title={`Deaktiver ${user.label}`}
      description={
        'Personen bliver logget ud på alle enheder med det samme, kan ikke logge ind igen, og kalenderlinks holder op med at virke. ' +
        'Opslag, kommentarer og referater bliver stående og vises som tidligere medarbejder. Du kan genaktivere senere.'
      }
      confirmLabel="Deaktiver"
      busyLabel="Deaktiverer..."
      failure={(reason) => reason || 'Kunne ikke deaktivere brugeren. Prøv igen.'}
      onConfirm={async () => {
        await untilSynced(deactivateUser(user.user_id))
        onDone()
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
