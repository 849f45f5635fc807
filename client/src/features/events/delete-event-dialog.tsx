// Asks before an event is deleted; closes once the row is gone locally (or the delete waits in the outbox).
import { ConfirmDialog } from '@/components/confirm-dialog'
import { deleteEvent } from './events-api'
import type { EventRow } from './use-events'
import { useUntilSynced } from '@/offline/use-until-synced'
import { UNKNOWN_ERROR } from '@/lib/api'

export function DeleteEventDialog({ event, onOpenChange }: { event: EventRow; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet arrangement"
      description={`Er du sikker på, at du vil slette arrangementet »${event.title}«? Det kan ikke fortrydes.`}
      failure={(reason) => reason || UNKNOWN_ERROR}
      onConfirm={() => untilSynced(deleteEvent(event.id))}
      onOpenChange={onOpenChange}
    />
  )
}
