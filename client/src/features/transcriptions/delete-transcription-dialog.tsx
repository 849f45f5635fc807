// Asks before a transcription is deleted: deleting cannot be undone.
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deleteTranscriptionConfirm, TRANSCRIPTION_ERRORS } from '../../../../sync/inputs/transcriptions'
import { deleteTranscription } from './transcriptions-api'
import type { TranscriptionRow } from './use-transcriptions'

export function DeleteTranscriptionDialog({ row, onOpenChange }: { row: TranscriptionRow; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet transskription"
      description={deleteTranscriptionConfirm(row.filename)}
      failure={(reason) => TRANSCRIPTION_ERRORS.delete(reason)}
      onConfirm={() => untilSynced(deleteTranscription(row.id))}
      onOpenChange={onOpenChange}
    />
  )
}
