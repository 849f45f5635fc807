// 'Opret et opslag' and 'Rediger opslag'. Input is checked with the schema the server uses;
// after a successful write the dialog stays busy until sync has delivered the row here.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useCurrentUser } from '@/auth/current-user'
import { ApiError } from '@/lib/api'
import { isBlankRichText } from '../../../../sync/inputs/rich-text'
import { postInput, postPatch, POST_TEXTS } from '../../../../sync/inputs/posts'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { DepartmentSelect } from './department-select'
import { EnhanceButton } from './enhance-button'
import { PostImagePicker } from './post-image-picker'
import { PostPreview } from './post-preview'
import { createPost, updatePost } from './posts-api'
import { RichTextEditor } from './rich-text-editor'
import type { PostRow } from './use-posts'

export function PostFormDialog({ post, onClose }: { post?: PostRow; onClose: () => void }) {
  const db = usePGlite()
  const id = useId()
  const editing = post !== undefined
  const { isAdmin } = useCurrentUser()
  // The server sends an author's change to an approved post back for approval: say so first.
  const backToPending = editing && post.approved && !isAdmin
  const [headline, setHeadline] = useState(post?.headline ?? '')
  const [content, setContent] = useState(post?.content ?? '')
  const [images, setImages] = useState<string[]>(post?.images ?? [])
  const [department, setDepartment] = useState<string>('')
  const [preview, setPreview] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const hasBody = !isBlankRichText(content)
  const canSubmit = !busy && !uploading && (editing ? hasBody || images.length > 0 : hasBody)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!canSubmit) return // the submitting guard: never twice
    const draft = { headline, content, images, department_id: department || null }
    const parsed = editing ? postPatch.safeParse(draft) : postInput.safeParse(draft)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? POST_TEXTS.invalid)
    setBusy(true)
    setError(null)
    try {
      if (post) {
        const sent = await sentOrSaved(updatePost(post.id, { headline, content, images }))
        const at = (sent?.post as { updated_at?: string } | undefined)?.updated_at
        if (at) await waitForLocalRow(db, 'select 1 from posts where id = $1 and updated_at >= $2::timestamptz', [post.id, at], true)
      } else {
        const newId = crypto.randomUUID()
        const sent = await sentOrSaved(createPost({ id: newId, ...draft }))
        if (sent) await waitForLocalRow(db, 'select 1 from posts where id = $1', [newId], true)
      }
      onClose()
    } catch (err) {
      const clientError = err instanceof ApiError && err.status >= 400 && err.status < 500
      setError(clientError ? err.message : editing ? POST_TEXTS.updateFailed : POST_TEXTS.createFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Rediger opslag' : 'Opret et opslag'}</DialogTitle>
          <DialogDescription>{editing ? 'Ret overskrift, tekst og billeder.' : 'Opslaget vises, når en redaktør har godkendt det.'}</DialogDescription>
          {backToPending && (
            <Alert role="note">
              <AlertDescription>Opslaget er godkendt. Når du gemmer ændringer, skal det godkendes igen, før andre kan se det.</AlertDescription>
            </Alert>
          )}
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {preview ? (
            <PostPreview headline={headline} content={content} images={images} />
          ) : (
            <>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-headline`}>Overskrift</Label>
                <Input id={`${id}-headline`} value={headline} aria-required onChange={(e) => setHeadline(e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label id={`${id}-body`}>Tekst</Label>
                <RichTextEditor value={content} onChange={setContent} labelledBy={`${id}-body`} disabled={busy} />
              </div>
            </>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <EnhanceButton content={content} onEnhanced={setContent} disabled={preview || busy} onError={setError} />
            {!editing && <DepartmentSelect value={department} onChange={setDepartment} disabled={preview || busy} />}
          </div>
          <PostImagePicker images={images} onChange={setImages} disabled={preview || busy} onBusyChange={setUploading} />
          <DialogFooter className="gap-2 sm:justify-between">
            {editing ? (
              <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
                Annuller
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => setPreview((p) => !p)}>
                {preview ? 'Rediger' : 'Forhåndsvis'}
              </Button>
            )}
            <Button type="submit" disabled={!canSubmit}>
              {editing ? (busy ? 'Gemmer...' : 'Gem') : busy ? 'Publicerer...' : 'Del'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
