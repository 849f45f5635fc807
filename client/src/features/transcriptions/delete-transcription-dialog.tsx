// Asks before a transcription is deleted: deleting cannot be undone.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { untilSynced } from '@/offline/until-synced'
import { deleteTranscriptionConfirm, TRANSCRIPTION_ERRORS } from '../../../../sync/inputs/transcriptions'
import { deleteTranscription } from './transcriptions-api'
import type { TranscriptionRow } from './use-transcriptions'

export function DeleteTranscriptionDialog({
  row,
  open,
  onOpenChange,
}: {
  row: TranscriptionRow
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  return (
    <ConfirmDialog
      open={open}
      title="Slet transskription"
      description={deleteTranscriptionConfirm(row.filename)}
      failure={(reason) => TRANSCRIPTION_ERRORS.delete(reason)}
      onConfirm={async () => {
        await untilSynced(db, await deleteTranscription(row.id))
      }}
      onOpenChange={onOpenChange}
    />
  )
}
