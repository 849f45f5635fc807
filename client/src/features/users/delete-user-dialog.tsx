// Deleting a user, after a confirmation: it cannot be undone. Their sessions end with the account.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { untilSynced } from '@/offline/until-synced'
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
  const db = usePGlite()
  return (
    <ConfirmDialog
      title={`Slet ${user.label}`}
      description="Er du sikker på, at du vil slette denne brugerprofil? Denne handling kan ikke fortrydes."
      failure={() => 'Kunne ikke slette brugeren. Prøv igen.'}
      onConfirm={async () => {
        await untilSynced(db, await deleteUser(user.user_id))
        onDeleted()
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
