// 'Overfør': choose or drop a file, check it here (type and 25 MB, as the server will by
// content), upload it, then follow the new row until its text arrives.
import { useState } from 'react'
import { FileAudioIcon, XIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { ApiError } from '@/lib/api'
import { checkTranscriptionFile, TRANSCRIPTION_ERRORS } from '../../../../sync/inputs/transcriptions'
import type { Transcription } from '../../../../sync/schema/transcriptions'
import { FileDropZone } from './file-drop-zone'
import { TranscriptionResult } from './transcription-result'
import { uploadRecording } from './transcriptions-api'
import { useTranscription } from './use-transcriptions'

const formatSize = (bytes: number) =>
  `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`

/** Refusals (wrong type, too large…) are shown as the server words them; other failures get a general Danish frame. */
const uploadError = (err: unknown) => {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return err.message
  const message = err instanceof Error ? err.message : String(err)
  return message ? TRANSCRIPTION_ERRORS.create(message) : TRANSCRIPTION_ERRORS.fallback
}

export function UploadTab({ disabled }: { disabled: boolean }) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [created, setCreated] = useState<Transcription | null>(null)
  const live = useTranscription(created?.id ?? null)
  const row = live ?? created
  const uploading = progress !== null

  function choose(next: File) {
    const problem = checkTranscriptionFile(next)
    setError(problem)
    setFile(problem ? null : next)
  }

  async function start() {
    const problem = checkTranscriptionFile(file)
    if (problem || !file) return setError(problem)
    setError(null)
    setProgress(0)
    try {
      const { transcription } = await uploadRecording(file, { onProgress: (f) => setProgress(f) })
      setCreated(transcription)
      setFile(null)
    } catch (err) {
      setError(uploadError(err))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className="grid gap-4">
      <FileDropZone disabled={disabled || uploading} onFile={choose} />
      {file && (
        <div className="bg-muted flex min-w-0 items-center gap-2 self-start rounded-full py-1 pr-1 pl-3 text-sm">
          <FileAudioIcon className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="text-muted-foreground shrink-0">{formatSize(file.size)}</span>
          <Button variant="ghost" size="icon" className="size-6 rounded-full" aria-label={`Fjern ${file.name}`} disabled={uploading} onClick={() => setFile(null)}>
            <XIcon aria-hidden />
          </Button>
        </div>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {uploading && <Progress value={Math.round((progress ?? 0) * 100)} aria-label="Overfører filen" />}
      <div>
        <Button onClick={start} disabled={disabled || !file || uploading}>
          {uploading ? 'Overfører...' : 'Start transskription'}
        </Button>
      </div>
      {row && <TranscriptionResult row={row} />}
    </div>
  )
}
