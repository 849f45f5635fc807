// A confirmation before a vacation is deleted: it cannot be undone.
import { ConfirmDialog } from '@/components/confirm-dialog'
import { UNKNOWN_REASON } from '@/lib/api'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deleteVacation } from './vacations-api'
import type { VacationRow } from './use-vacations'

export function DeleteVacationDialog({ vacation, onOpenChange }: { vacation: VacationRow; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet ferie"
      description="Er du sikker på, at du vil slette denne ferie?"
      failure={(reason) => `Kunne ikke slette ferie: ${reason || UNKNOWN_REASON}`}
      onConfirm={() => untilSynced(deleteVacation(vacation.id))}
      onOpenChange={onOpenChange}
    />
  )
}
