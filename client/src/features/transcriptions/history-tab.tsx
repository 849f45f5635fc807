// 'Historik': the user's own transcriptions, newest first, live: a row still processing
// changes to its text (or its error) where it stands.
import { useState } from 'react'
import { Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/spinner'
import { TRANSCRIPTION_PROCESSING_TEXT } from '../../../../sync/inputs/transcriptions'
import { CopyButton } from '@/components/copy-button'
import { LoadingBlocks } from '@/components/placeholders'
import { DeleteTranscriptionDialog } from './delete-transcription-dialog'
import { useTranscriptions, type TranscriptionRow } from './use-transcriptions'

const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeStyle: 'short' })

function HistoryItem({ row, onDelete }: { row: TranscriptionRow; onDelete: () => void }) {
  return (
    <li>
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-2 px-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 font-medium break-words">{row.filename}</h3>
            <time className="text-muted-foreground text-xs" dateTime={new Date(row.created_at).toISOString()}>
              {dateFormat.format(new Date(row.created_at))}
            </time>
          </div>
          {row.status === 'processing' ? (
            <Spinner label={TRANSCRIPTION_PROCESSING_TEXT} />
          ) : (
            <p className={row.status === 'failed' ? 'text-destructive text-sm' : 'text-sm break-words whitespace-pre-wrap'}>
              {row.status === 'failed' && (
                <Badge variant="destructive" className="mr-2">
                  Fejlet
                </Badge>
              )}
              {row.transcription}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {row.status === 'completed' && <CopyButton text={row.transcription} />}
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Slet transskriptionen af ${row.filename}`}>
              <Trash2Icon aria-hidden />
              Slet
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  )
}

export function HistoryTab() {
  const rows = useTranscriptions()
  const [deleting, setDeleting] = useState<TranscriptionRow | null>(null)
  if (!rows) {
    return (
      <LoadingBlocks label="Indlæser transskriptioner" count={2} blockClassName="h-24" />
    )
  }
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center text-sm">Ingen transskriptioner endnu</p>
      ) : (
        <ul className="grid gap-3" aria-label="Transskriptioner">
          {rows.map((row) => (
            <HistoryItem key={row.id} row={row} onDelete={() => setDeleting(row)} />
          ))}
        </ul>
      )}
      {deleting && <DeleteTranscriptionDialog row={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </>
  )
}
