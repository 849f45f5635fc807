// Deleting a user, after a confirmation: it cannot be undone. Their sessions end with the account.
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deleteUser } from './users-api'

export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: { user_id: string; label: string }
  onClose: () => void
  onDeleted: () => void
}) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title={`Slet ${user.label}`}
      description="Er du sikker på, at du vil slette denne brugerprofil? Denne handling kan ikke fortrydes."
      failure={() => 'Kunne ikke slette brugeren. Prøv igen.'}
      onConfirm={async () => {
        await untilSynced(deleteUser(user.user_id))
        onDeleted()
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
