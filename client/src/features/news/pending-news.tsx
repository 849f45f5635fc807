// News items written offline, waiting in the outbox: shown at the top of the feed at once,
// marked as pending, until the server has them and sync brings the real item (the outbox row
// goes in the same transaction that applies it, so an item never shows twice).
import { useMemo } from 'react'
import { useCurrentUser } from '@/auth/current-user'
import { PendingList } from '@/offline/pending-list'
import { PendingMark } from '@/offline/pending-mark'
import { parseNewsContent } from '../../../../sync/inputs/news'
import { Avatar } from '../profile/avatar'

export function PendingNews() {
  return (
    <PendingList<{ id: string; content: string }> path="/api/news" label="Indlæg der venter på at blive sendt" className="grid gap-4">
      {(body) => <PendingNewsItem content={body.content} />}
    </PendingList>
  )
}

function PendingNewsItem({ content }: { content: string }) {
  const { name } = useCurrentUser()
  const { text, media } = useMemo(() => parseNewsContent(content), [content])
  return (
    <li className="bg-card grid gap-3 rounded-xl border border-dashed p-4 opacity-80">
      <div className="flex items-start gap-3">
        <Avatar name={name} className="size-10" />
        <div className="grid min-w-0 flex-1">
          <span className="truncate font-medium">{name}</span>
          <PendingMark />
        </div>
      </div>
      {text && <p className="text-sm break-words whitespace-pre-line">{text}</p>}
      {media.length > 0 && <p className="text-muted-foreground text-xs">{media.length} vedhæftede filer</p>}
    </li>
  )
}
