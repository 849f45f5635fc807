// The result panel under the upload: follows the row live until the server is done.
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/spinner'
import { TRANSCRIPTION_ERRORS, TRANSCRIPTION_PROCESSING_TEXT } from '../../../../sync/inputs/transcriptions'
import { CopyButton } from '@/components/copy-button'
import { failureMessage } from './use-transcriptions'

export function TranscriptionResult({ row }: { row: { filename: string; status: string; transcription: string } }) {
  if (row.status === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertDescription>{TRANSCRIPTION_ERRORS.transcribe(failureMessage(row.transcription))}</AlertDescription>
      </Alert>
    )
  }
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base break-words">Resultat: {row.filename}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {row.status === 'processing' ? (
          <Spinner label={TRANSCRIPTION_PROCESSING_TEXT} />
        ) : (
          <>
            <p className="text-sm break-words whitespace-pre-wrap" data-testid="transcription-text">
              {row.transcription}
            </p>
            <div>
              <CopyButton text={row.transcription} label="Kopiér til udklipsholder" />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  )
}
