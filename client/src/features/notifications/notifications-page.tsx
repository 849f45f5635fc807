// /notifications: my notices, newest first, live. Opening one marks it read and goes to the
// thing itself; 'Marker alle som læst' marks what is on the list. Both work offline (outbox).
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { BellIcon, CheckCheckIcon, SettingsIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { errorMessage, isQueued } from '@/lib/api'
import { cn } from '@/lib/utils'
import { formatShortDateTime } from '../news/news-dates'
import { markAllNotificationsRead, markNotificationRead } from './notifications-api'
import { useNotifications, type NotificationRow } from './use-notifications'
import { unreadLabel } from './unread-badge'

/** Queued offline is fine for a read mark: it is shown as read already and sent later. */
function quietly(write: Promise<unknown>) {
  write.catch((err: unknown) => {
    if (!isQueued(err)) toast.error(errorMessage(err))
  })
}

function NotificationItem({ n }: { n: NotificationRow }) {
  const navigate = useNavigate()
  const open = () => {
    if (!n.read) quietly(markNotificationRead(n.id))
    navigate(n.link)
  }
  return (
    <li>
      <div className={cn('flex items-start gap-3 rounded-xl border p-3', n.read ? 'bg-card' : 'border-primary/40 bg-primary/5')}>
        <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')} aria-hidden />
        <button type="button" onClick={open} className="focus-visible:ring-ring grid min-w-0 flex-1 gap-0.5 rounded-md text-left outline-none focus-visible:ring-[3px]">
          <span className={cn('text-sm break-words', !n.read && 'font-semibold')}>
            {!n.read && <span className="sr-only">Ulæst: </span>}
            {n.title}
          </span>
          {n.body && <span className="text-muted-foreground line-clamp-2 text-sm break-words">{n.body}</span>}
          <time className="text-muted-foreground text-xs" dateTime={new Date(n.created_at).toISOString()}>
            {formatShortDateTime(n.created_at)}
          </time>
        </button>
        {!n.read && (
          <Button variant="ghost" size="sm" className="shrink-0" onClick={() => quietly(markNotificationRead(n.id))} aria-label={`Marker »${n.title}« som læst`}>
            Læst
          </Button>
        )}
      </div>
    </li>
  )
}

export function NotificationsPage() {
  const list = useNotifications()
  const unread = list?.filter((n) => !n.read).length ?? 0
  const newest = list?.[0]?.created_at
  return (
    <>
      <PageHeader title="Notifikationer" />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <p className="text-muted-foreground flex-1 text-sm" aria-live="polite" data-testid="unread-summary">
          {list ? unreadLabel(unread) : 'Indlæser...'}
        </p>
        <Button variant="outline" size="sm" asChild>
          <Link to="/settings#notifikationer">
            <SettingsIcon aria-hidden />
            Indstillinger
          </Link>
        </Button>
        <Button size="sm" disabled={unread === 0 || !newest} onClick={() => newest && quietly(markAllNotificationsRead(new Date(newest)))}>
          <CheckCheckIcon aria-hidden />
          Marker alle som læst
        </Button>
      </div>
      {list && list.length === 0 && (
        <div className="text-muted-foreground grid justify-items-center gap-2 rounded-xl border border-dashed p-8 text-center text-sm">
          <BellIcon className="size-6" aria-hidden />
          <p>Du har ingen notifikationer endnu.</p>
        </div>
      )}
      {list && list.length > 0 && (
        <ul className="grid gap-2" aria-label="Notifikationer">
          {list.map((n) => (
            <NotificationItem key={n.id} n={n} />
          ))}
        </ul>
      )}
    </>
  )
}
