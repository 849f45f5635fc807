// One news item in the home feed: author initial, name and date; edit and delete for the
// author or an admin; long text cut by the news-text rule with 'Læs mere' / 'Vis mindre';
// inline media; comments for everyone.
import { useMemo, useState } from 'react'
import { EllipsisVerticalIcon, MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useCurrentUser } from '@/auth/current-user'
import { useLookupWhenOlder } from '@/db/load-subset'
import { useDisclosure } from '@/lib/use-disclosure'
import { cn } from '@/lib/utils'
import { PendingMark } from '@/offline/pending-mark'
import { usePendingWrites } from '@/offline/use-pending-writes'
import { parseNewsContent } from '../../../../sync/inputs/news'
import { newsRules } from '../../../../sync/permissions/news'
import { Avatar } from '../profile/avatar'
import { authorName } from '../profile/profile-display'
import { FormerEmployee } from '../profile/former-employee'
import { CommentThread } from './comment-thread'
import { DeleteNewsDialog } from './delete-news-dialog'
import { addNewsComment, newsCommentsPath } from './news-api'
import { formatNewsDate } from './news-dates'
import { NewsItemEditor } from './news-item-editor'
import { NewsMediaList } from './news-media'
import { truncateNewsText } from './news-text'
import type { NewsRow } from './use-news'
import { MustReadPanel } from '../must-read/must-read-panel'
import { mustReadState } from '../must-read/use-must-read'
import { useScrollToHash } from '../notifications/use-scroll-to-hash'

export function NewsItem({ item }: { item: NewsRow }) {
  const { viewer } = useCurrentUser()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const fullText = useDisclosure()
  const comments = useDisclosure()
  // An edit or a delete made offline shows in place until the server has it.
  const path = `/api/news/${encodeURIComponent(item.id)}`
  const edits = usePendingWrites<{ content: string }>('PATCH', path)
  const deleted = usePendingWrites('DELETE', path).length > 0
  const content = edits.at(-1)?.body?.content ?? item.content
  const pending = deleted || edits.length > 0
  const { text, media } = useMemo(() => parseNewsContent(content), [content])
  const short = truncateNewsText(text)
  const author = authorName(item)
  const canEdit = newsRules.update.test(viewer, { user_id: item.user_id })
  const canDelete = newsRules.delete.test(viewer, { user_id: item.user_id })
  useLookupWhenOlder('news_comments', 'news_id', item.id, item.created_at)
  // Notices link here as '/#nyhed-<id>'.
  const anchor = `nyhed-${item.id}`
  useScrollToHash(anchor)

  return (
    <article
      id={anchor}
      aria-label={`Indlæg af ${author}`}
      className={cn('bg-card grid scroll-mt-20 gap-3 rounded-xl border p-4 shadow-xs', pending && 'border-dashed', deleted && 'opacity-60')}
    >
      <header className="flex items-start gap-3">
        <Avatar name={author} color={item.author_color} className="size-10" />
        <div className="grid min-w-0 flex-1">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2">
            <span className="truncate font-medium">{author}</span>
            <FormerEmployee since={item.author_deactivated_at} />
          </span>
          <time className="text-muted-foreground text-xs" dateTime={new Date(item.created_at).toISOString()}>
            {formatNewsDate(item.created_at)}
          </time>
          {pending && <PendingMark />}
        </div>
        {(canEdit || canDelete) && !editing && !deleted && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Handlinger for indlæg af ${author}`}>
                <EllipsisVerticalIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {canEdit && (
                <DropdownMenuItem onSelect={() => setEditing(true)}>
                  <PencilIcon aria-hidden />
                  Rediger
                </DropdownMenuItem>
              )}
              {canDelete && (
                <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
                  <Trash2Icon aria-hidden />
                  Slet
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>
      {editing ? (
        <NewsItemEditor id={item.id} content={content} onDone={() => setEditing(false)} />
      ) : (
        <>
          {item.headline && <h3 className="font-semibold break-words">{item.headline}</h3>}
          {text && (
            <div className="grid gap-1">
              <p id={fullText.panelId} className="text-sm break-words whitespace-pre-line">
                {fullText.open ? text : short.text}
              </p>
              {short.truncated && (
                <Button variant="link" size="sm" className="h-auto justify-self-start p-0" {...fullText.toggleProps}>
                  {fullText.open ? 'Vis mindre' : 'Læs mere'}
                </Button>
              )}
            </div>
          )}
          <NewsMediaList media={media} />
        </>
      )}
      <MustReadPanel newsId={item.id} state={mustReadState(item)} />
      <div className="border-t pt-2">
        <Button variant="ghost" size="sm" {...comments.toggleProps}>
          <MessageCircleIcon aria-hidden />
          Kommentarer ({item.comment_count})
        </Button>
        {comments.open && (
          <div id={comments.panelId} className="pt-2">
            <CommentThread
              table="news_comments"
              parentId={item.id}
              label="Kommentarer"
              path={newsCommentsPath(item.id)}
              onSubmit={(content) => addNewsComment(item.id, content)}
            />
          </div>
        )}
      </div>
      {deleting && <DeleteNewsDialog newsId={item.id} onClose={() => setDeleting(false)} />}
    </article>
  )
}
