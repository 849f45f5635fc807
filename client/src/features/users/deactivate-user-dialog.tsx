// Deactivating a leaver, with a confirmation that says what happens (and what stays).
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { untilSynced } from '@/offline/until-synced'
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
  const db = usePGlite()
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
        await untilSynced(db, await deactivateUser(user.user_id))
        onDone()
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
