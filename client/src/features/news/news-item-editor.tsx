// Editing a news item in place: its text, its media (remove, or add a picture of at most
// 5 MB), 'Annuller' and 'Gem'. Media stays embedded as lines in the saved text. Text and media
// are one react-hook-form, checked with the composer's shared draft schema.
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FilmIcon, ImageIcon, ImagePlusIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { zodResolverVia } from '@/lib/form-resolver'
import { buildNewsContent, NEWS_TEXTS, newsDraft, parseNewsContent, type NewsMedia } from '../../../../sync/inputs/news'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { useUntilSynced } from '@/offline/use-until-synced'
import { checkNewsFile, NEWS_IMAGE_ACCEPT } from './attachments'
import { updateNews, uploadNewsMedia } from './news-api'
import { UploadProgress } from './upload-progress'

interface EditorValues {
  text: string
  media: NewsMedia[]
}
const resolver = zodResolverVia(newsDraft, (v: EditorValues) => ({ text: v.text, files: v.media.length }))

export function NewsItemEditor({ id, content, onDone }: { id: string; content: string; onDone: () => void }) {
  const untilSynced = useUntilSynced()
  const input = useRef<HTMLInputElement>(null)
  const form = useForm<EditorValues, unknown, unknown>({ resolver, defaultValues: parseNewsContent(content) })
  const [text, media] = useWatch({ control: form.control, name: ['text', 'media'] })
  const setMedia = (next: NewsMedia[]) => form.setValue('media', next, { shouldValidate: form.formState.isSubmitted })
  const [progress, setProgress] = useState<number | null>(null)
  const busy = form.formState.isSubmitting
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
      setMedia([...form.getValues('media'), uploaded])
    } catch (err) {
      console.error('[news] image upload failed', err)
      setError(NEWS_TEXTS.editUploadFailed)
    } finally {
      setProgress(null)
    }
  }

  async function save() {
    setError(null)
    try {
      const draft = form.getValues()
      const next = buildNewsContent(draft.text, draft.media)
      await untilSynced(sentOrSaved(updateNews(id, next)))
      onDone()
    } catch (err) {
      console.error('[news] update failed', err)
      setError(NEWS_TEXTS.editFailed)
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-3">
        <TextField control={form.control} name="text" label="Tekst" srOnlyLabel rows={5} disabled={busy} className="gap-1" />
        {media.length > 0 && (
          <ul className="grid gap-1" aria-label="Billeder og videoer">
            {media.map((m, i) => (
              <li key={`${m.url}-${i}`} className="bg-muted flex items-center gap-2 rounded-md py-1 pr-1 pl-2 text-sm">
                {m.type === 'image' ? <ImageIcon className="size-4 shrink-0" aria-hidden /> : <FilmIcon className="size-4 shrink-0" aria-hidden />}
                <span className="min-w-0 flex-1 truncate">{m.filename}</span>
                <Button type="button" variant="ghost" size="icon" disabled={busy} aria-label={`Fjern ${m.filename}`} onClick={() => setMedia(media.filter((_, j) => j !== i))}>
                  <XIcon />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <input ref={input} type="file" accept={NEWS_IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label="Vælg billede" onChange={(e) => void addImage(e.target.files?.[0])} />
        {progress !== null && <UploadProgress value={progress} label="Uploader billede" />}
        <FormFailure message={error} />
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
    </Form>
  )
}
