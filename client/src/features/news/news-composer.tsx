// 'Start et indlæg': text plus image and video attachments. On 'Del' the files are uploaded
// (with a progress bar), embedded as media lines, and the item is written; the dialog-free
// composer stays busy ('Publicerer...') until the new item has synced into the feed. Offline
// it clears at once: the item waits in the outbox and shows in the feed as pending. The text
// and the attached files are one react-hook-form, checked with the shared draft schema.
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FilmIcon, ImageIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { useCurrentUser } from '@/auth/current-user'
import { zodResolverVia } from '@/lib/form-resolver'
import { buildNewsContent, newsDraft, type NewsMedia } from '../../../../sync/inputs/news'
import { useUntilSynced } from '@/offline/use-until-synced'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { Avatar } from '../profile/avatar'
import { checkNewsFile, NEWS_IMAGE_ACCEPT, NEWS_VIDEO_ACCEPT } from './attachments'
import { createNews, uploadNewsMedia } from './news-api'
import { createErrorText, uploadErrorText } from './news-errors'
import { UploadProgress } from './upload-progress'

interface Attachment {
  file: File
  kind: 'image' | 'video'
}
interface ComposerValues {
  text: string
  attachments: Attachment[]
}
const resolver = zodResolverVia(newsDraft, (v: ComposerValues) => ({ text: v.text, files: v.attachments.length }))

export function NewsComposer() {
  const { name } = useCurrentUser()
  const untilSynced = useUntilSynced()
  const imageInput = useRef<HTMLInputElement>(null)
  const videoInput = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const form = useForm<ComposerValues, unknown, unknown>({ resolver, defaultValues: { text: '', attachments: [] } })
  const [text, attachments] = useWatch({ control: form.control, name: ['text', 'attachments'] })
  const setAttachments = (next: Attachment[]) => form.setValue('attachments', next, { shouldValidate: form.formState.isSubmitted })
  const [progress, setProgress] = useState<number | null>(null)
  const busy = form.formState.isSubmitting
  const [error, setError] = useState<string | null>(null)

  function pick(files: FileList | null, kind: 'image' | 'video') {
    for (const file of files ?? []) {
      const problem = checkNewsFile(file, kind)
      if (problem) setError(problem)
      else {
        // A valid pick answers the earlier problem: the stale message must not stay.
        setError(null)
        setAttachments([...form.getValues('attachments'), { file, kind }])
      }
    }
    if (imageInput.current) imageInput.current.value = ''
    if (videoInput.current) videoInput.current.value = ''
  }

  async function save() {
    setError(null)
    const draft = form.getValues()
    const media: NewsMedia[] = []
    try {
      const total = draft.attachments.reduce((sum, a) => sum + a.file.size, 0) || 1
      let done = 0
      for (const a of draft.attachments) {
        setProgress(done / total)
        media.push(await uploadNewsMedia(a.file, a.kind, { onProgress: (f) => setProgress((done + f * a.file.size) / total) }))
        done += a.file.size
      }
    } catch (err) {
      setError(uploadErrorText(err))
      setProgress(null)
      return
    }
    setProgress(null)
    try {
      await untilSynced(sentOrSaved(createNews(crypto.randomUUID(), buildNewsContent(draft.text, media))))
      form.reset()
      setOpen(false)
    } catch (err) {
      console.error('[news] create failed', err)
      setError(createErrorText(err))
    }
  }
  const submit = form.handleSubmit(save)

  return (
    <section aria-label="Nyt indlæg" className="bg-card rounded-xl border p-4 shadow-xs">
      <Form {...form}>
        <form onSubmit={(e) => (busy ? e.preventDefault() : submit(e))} noValidate className="grid gap-3">
          <div className="flex items-start gap-3">
            <Avatar name={name} className="size-10" />
            <TextField
              control={form.control}
              name="text"
              label="Start et indlæg"
              srOnlyLabel
              rows={open ? 4 : 1}
              placeholder="Start et indlæg"
              disabled={busy}
              onFocus={() => setOpen(true)}
              className="flex-1 gap-1"
              controlClassName="min-h-10 resize-y rounded-2xl"
            />
          </div>
          {attachments.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Vedhæftede filer">
              {attachments.map((a, i) => (
                <li key={`${a.file.name}-${i}`} className="bg-muted flex max-w-full items-center gap-1 rounded-full py-1 pr-1 pl-3 text-xs">
                  {a.kind === 'image' ? <ImageIcon className="size-3.5 shrink-0" aria-hidden /> : <FilmIcon className="size-3.5 shrink-0" aria-hidden />}
                  <span className="truncate">{a.file.name}</span>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setAttachments(attachments.filter((_, j) => j !== i))}
                    className="hover:bg-background focus-visible:ring-ring/50 inline-flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px]"
                    aria-label={`Fjern ${a.file.name}`}
                  >
                    <XIcon className="size-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {progress !== null && <UploadProgress value={progress} label="Uploader" />}
          <FormFailure message={error} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex gap-1">
              <input ref={imageInput} type="file" accept={NEWS_IMAGE_ACCEPT} multiple className="sr-only" tabIndex={-1} aria-label="Vælg billede" onChange={(e) => pick(e.target.files, 'image')} />
              <input ref={videoInput} type="file" accept={NEWS_VIDEO_ACCEPT} className="sr-only" tabIndex={-1} aria-label="Vælg video" onChange={(e) => pick(e.target.files, 'video')} />
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => imageInput.current?.click()}>
                <ImageIcon aria-hidden />
                Billede
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => videoInput.current?.click()}>
                <FilmIcon aria-hidden />
                Video
              </Button>
            </div>
            <Button type="submit" disabled={busy || (!text.trim() && attachments.length === 0)}>
              {busy ? 'Publicerer...' : 'Del'}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  )
}
