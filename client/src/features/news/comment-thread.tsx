// A post's or news item's comments (oldest first, read from the local table) with a form under
// them, shared by news items and posts; rendered once the thread is opened.
// Empty or whitespace-only comments are never sent; a rejection keeps the text in the box.
// A comment written offline clears the box and shows under the others as pending. The box is
// react-hook-form over the shared comment schema, so a too long comment is said under it.
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { SendIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { useCurrentUser } from '@/auth/current-user'
import { PendingMark } from '@/offline/pending-mark'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { usePendingWrites } from '@/offline/use-pending-writes'
import { Avatar } from '../profile/avatar'
import { authorName } from '../profile/profile-display'
import { FormerEmployee } from '../profile/former-employee'
import { useComments } from '../posts/use-posts'
import { newsCommentInput } from '../../../../sync/inputs/news'
import { formatShortDateTime } from './news-dates'

const COMMENT_BLUE = '#3b82f6'
const commentBox = newsCommentInput.pick({ content: true })
type CommentValues = { content: string }

export function CommentThread({
  table,
  parentId,
  onSubmit,
  label,
  path,
}: {
  table: 'post_comments' | 'news_comments'
  parentId: string
  onSubmit: (content: string) => Promise<unknown>
  label: string
  /** Where onSubmit posts to: comments waiting in the outbox for it show as pending. */
  path: string
}) {
  const comments = useComments(table, parentId)
  const { name: me } = useCurrentUser()
  const pending = usePendingWrites<{ content: string }>('POST', path)
  const form = useForm<CommentValues>({ resolver: zodResolver(commentBox), defaultValues: { content: '' } })
  const text = useWatch({ control: form.control, name: 'content' })
  const busy = form.formState.isSubmitting
  const error = form.formState.errors.root?.message

  async function save({ content }: CommentValues) {
    try {
      // Sent or saved in the outbox: either way the box clears, so nothing is sent twice.
      await sentOrSaved(onSubmit(content))
      form.reset()
    } catch (err) {
      form.setError('root', { message: `Fejl ved tilføjelse af kommentar: ${err instanceof Error ? err.message : String(err)}` })
    }
  }
  const submit = form.handleSubmit(save)

  return (
    <div className="grid gap-3">
      {comments === undefined ? (
        <p className="text-muted-foreground text-sm">Indlæser...</p>
      ) : comments.length + pending.length > 0 ? (
        <ul className="grid gap-2" aria-label={label}>
          {comments.map((c) => {
            const name = authorName(c)
            return (
              <li key={c.id} className="flex items-start gap-2">
                <Avatar name={name} image={c.author_image} color={c.author_color ?? COMMENT_BLUE} className="size-7" />
                <div className="bg-muted min-w-0 flex-1 rounded-lg px-3 py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="flex flex-wrap items-center gap-x-2">
                      <span className="text-sm font-medium">{name}</span>
                      <FormerEmployee since={c.author_deactivated_at} />
                    </span>
                    <time className="text-muted-foreground text-xs" dateTime={new Date(c.created_at).toISOString()}>
                      {formatShortDateTime(c.created_at)}
                    </time>
                  </div>
                  <p className="text-sm break-words whitespace-pre-line">{c.content}</p>
                </div>
              </li>
            )
          })}
          {pending.map((p) =>
            p.body ? (
              <li key={p.id} className="flex items-start gap-2 opacity-80">
                <Avatar name={me} color={COMMENT_BLUE} className="size-7" />
                <div className="min-w-0 flex-1 rounded-lg border border-dashed px-3 py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="text-sm font-medium">{me}</span>
                    <PendingMark />
                  </div>
                  <p className="text-sm break-words whitespace-pre-line">{p.body.content}</p>
                </div>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <Form {...form}>
        <form onSubmit={(e) => (busy || !text.trim() ? e.preventDefault() : submit(e))} noValidate className="flex items-start gap-2">
          <TextField
            control={form.control}
            name="content"
            label="Skriv en kommentar"
            srOnlyLabel
            rows={1}
            placeholder="Skriv en kommentar..."
            className="flex-1 gap-1"
            controlClassName="min-h-9 resize-y"
          />
          <Button type="submit" size="icon" disabled={busy || !text.trim()} aria-label="Send kommentar">
            <SendIcon />
          </Button>
        </form>
      </Form>
      <FormFailure message={error} />
    </div>
  )
}
