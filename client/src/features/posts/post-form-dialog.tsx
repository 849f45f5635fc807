// 'Opret et opslag' and 'Rediger opslag' on react-hook-form, checked with the schemas the server
// uses; after a successful write the dialog stays busy until sync has delivered the row here.
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { useCurrentUser } from '@/auth/current-user'
import { ApiError } from '@/lib/api'
import { zodResolverVia } from '@/lib/form-resolver'
import { isBlankRichText } from '../../../../sync/inputs/rich-text'
import { postInput, postPatch, POST_TEXTS } from '../../../../sync/inputs/posts'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { useUntilSynced } from '@/offline/use-until-synced'
import { DepartmentSelect } from './department-select'
import { EnhanceButton } from './enhance-button'
import { PostImagePicker } from './post-image-picker'
import { PostPreview } from './post-preview'
import { createPost, updatePost } from './posts-api'
import { RichTextEditor } from './lazy-rich-text-editor'
import { useMyDepartmentId, type PostRow } from './use-posts'

interface PostValues {
  headline: string
  content: string
  images: string[]
  department_id: string
}
type PostOutput = z.output<typeof postInput> | z.output<typeof postPatch>

export function PostFormDialog({ post, onClose }: { post?: PostRow; onClose: () => void }) {
  const untilSynced = useUntilSynced()
  const id = useId()
  const editing = post !== undefined
  const { isAdmin, viewer } = useCurrentUser()
  // The server sends an author's change to an approved post back for approval: say so first.
  const backToPending = editing && post.approved && !isAdmin
  // An edit sends headline, body and images only (the PATCH takes no more); the department is chosen once.
  const form = useForm<PostValues, unknown, PostOutput>({
    resolver: zodResolverVia((editing ? postPatch : postInput) as z.ZodType<PostOutput>, ({ department_id, ...patch }: PostValues) =>
      editing ? patch : { ...patch, department_id: department_id || null },
    ),
    defaultValues: { headline: post?.headline ?? '', content: post?.content ?? '', images: post?.images ?? [], department_id: '' },
  })
  const [headline, content, images, department] = useWatch({ control: form.control, name: ['headline', 'content', 'images', 'department_id'] })
  // A new post starts out in the author's own department; choosing another one is kept.
  const myDepartment = useMyDepartmentId(viewer.id)
  useEffect(() => {
    if (!editing && myDepartment && !form.getFieldState('department_id').isDirty) form.setValue('department_id', myDepartment)
  }, [editing, myDepartment, form])
  const [preview, setPreview] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  const hasBody = !isBlankRichText(content)
  const canSubmit = !busy && !uploading && (editing ? hasBody || images.length > 0 : hasBody)

  async function save(draft: PostOutput) {
    setError(null)
    try {
      if (post) {
        const { headline: h, content: c, images: i } = draft
        await untilSynced(sentOrSaved(updatePost(post.id, { headline: h, content: c, images: i })))
      } else {
        await untilSynced(sentOrSaved(createPost({ ...draft, id: crypto.randomUUID() })))
      }
      onClose()
    } catch (err) {
      const clientError = err instanceof ApiError && err.status >= 400 && err.status < 500
      setError(clientError ? err.message : editing ? POST_TEXTS.updateFailed : POST_TEXTS.createFailed)
    }
  }

  // The submitting guard: never twice. A refusal shown under a field needs the fields, not the preview.
  const submit = form.handleSubmit(save, () => setPreview(false))

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
        <Form {...form}>
          <form onSubmit={(e) => (canSubmit ? submit(e) : e.preventDefault())} noValidate className="grid gap-4">
            <FormFailure message={error ?? form.formState.errors.images?.message} />
            {preview ? (
              <PostPreview headline={headline} content={content} images={images} />
            ) : (
              <>
                <TextField control={form.control} name="headline" label="Overskrift" required />
                <FormField
                  control={form.control}
                  name="content"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel id={`${id}-body`}>Tekst</FormLabel>
                      <FormControl>
                        <RichTextEditor value={field.value} onChange={field.onChange} labelledBy={`${id}-body`} disabled={busy} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <EnhanceButton
                content={content}
                onEnhanced={(html) => form.setValue('content', html)}
                disabled={preview || busy}
                onError={setError}
              />
              {!editing && (
                <DepartmentSelect value={department} onChange={(v) => form.setValue('department_id', v, { shouldDirty: true })} disabled={preview || busy} />
              )}
            </div>
            <PostImagePicker
              images={images}
              onChange={(update) => form.setValue('images', update(form.getValues('images')), { shouldValidate: form.formState.isSubmitted })}
              disabled={preview || busy}
              onBusyChange={setUploading}
            />
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
        </Form>
      </DialogContent>
    </Dialog>
  )
}
