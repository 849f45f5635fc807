// Editing a news item in place: its text, its media (remove, or add a picture of at most
// 5 MB), 'Annuller' and 'Gem'. Media stays embedded as lines in the saved text.
import { useId, useRef, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { FilmIcon, ImageIcon, ImagePlusIcon, XIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { buildNewsContent, NEWS_TEXTS, parseNewsContent, type NewsMedia } from '../../../../sync/inputs/news'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { checkNewsFile, NEWS_IMAGE_ACCEPT } from './attachments'
import { updateNews, uploadNewsMedia } from './news-api'
import { UploadProgress } from './upload-progress'

export function NewsItemEditor({ id, content, onDone }: { id: string; content: string; onDone: () => void }) {
  const db = usePGlite()
  const fieldId = useId()
  const input = useRef<HTMLInputElement>(null)
  const initial = parseNewsContent(content)
  const [text, setText] = useState(initial.text)
  const [media, setMedia] = useState<NewsMedia[]>(initial.media)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const empty = !text.trim() && media.length === 0

  async function addImage(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    const problem = checkNewsFile(file, 'edit-image')
    if (problem) return setError(problem)
    setError(null)
    setProgress(0)
    try {
      const uploaded = await uploadNewsMedia(file, 'edit-image', { onProgress: setProgress })
      setMedia((m) => [...m, uploaded])
    } catch (err) {
      console.error('[news] image upload failed', err)
      setError(NEWS_TEXTS.editUploadFailed)
    } finally {
      setProgress(null)
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    if (empty) return setError(NEWS_TEXTS.required)
    setBusy(true)
    setError(null)
    try {
      const next = buildNewsContent(text, media)
      const sent = await sentOrSaved(updateNews(id, next))
      if (sent) await waitForLocalRow(db, 'select 1 from company_news where id = $1 and content = $2', [id, next], true)
      onDone()
    } catch (err) {
      console.error('[news] update failed', err)
      setError(NEWS_TEXTS.editFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} className="grid gap-3">
      <label htmlFor={`${fieldId}-text`} className="sr-only">
        Tekst
      </label>
      <Textarea id={`${fieldId}-text`} rows={5} value={text} disabled={busy} onChange={(e) => setText(e.target.value)} />
      {media.length > 0 && (
        <ul className="grid gap-1" aria-label="Billeder og videoer">
          {media.map((m, i) => (
            <li key={`${m.url}-${i}`} className="bg-muted flex items-center gap-2 rounded-md py-1 pr-1 pl-2 text-sm">
              {m.type === 'image' ? <ImageIcon className="size-4 shrink-0" aria-hidden /> : <FilmIcon className="size-4 shrink-0" aria-hidden />}
              <span className="min-w-0 flex-1 truncate">{m.filename}</span>
              <Button type="button" variant="ghost" size="icon" disabled={busy} aria-label={`Fjern ${m.filename}`} onClick={() => setMedia((list) => list.filter((_, j) => j !== i))}>
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input ref={input} type="file" accept={NEWS_IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label="Vælg billede" onChange={(e) => void addImage(e.target.files?.[0])} />
      {progress !== null && <UploadProgress value={progress} label="Uploader billede" />}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy || progress !== null} onClick={() => input.current?.click()}>
          <ImagePlusIcon aria-hidden />
          Tilføj billede
        </Button>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onDone}>
            Annuller
          </Button>
          <Button type="submit" size="sm" disabled={busy || empty || progress !== null}>
            {busy ? 'Gemmer...' : 'Gem'}
          </Button>
        </div>
      </div>
    </form>
  )
}
