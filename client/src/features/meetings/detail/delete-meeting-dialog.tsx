// A confirmation before deleting minutes; on success back to the list with 'Mødereferat slettet'.
import { useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deleteMeeting } from '../meetings-api'

export function DeleteMeetingDialog({ id, onOpenChange }: { id: string; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  const navigate = useNavigate()
  return (
    <ConfirmDialog
      title="Slet mødereferat"
      description="Er du sikker på at du vil slette dette mødereferat?"
      failure={() => 'Kunne ikke slette mødereferat'}
      onConfirm={async () => {
        await untilSynced(deleteMeeting(id))
        navigate('/meetings', { state: { flash: 'Mødereferat slettet' } })
      }}
      onOpenChange={onOpenChange}
    />
  )
}
