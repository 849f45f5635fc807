// Asks before a transcription is deleted: deleting cannot be undone.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { waitUntilGone } from '@/db/wait-for-local-row'
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
        await deleteTranscription(row.id)
        await waitUntilGone(db, 'transcriptions', row.id)
      }}
      onOpenChange={onOpenChange}
    />
  )
}
