// The live unread count: a link to /notifications with a bell, for the sidebar and the phone
// header. It reads the local database, so it changes the moment sync brings a notice.
import { Link } from 'react-router-dom'
import { BellIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { useUnreadCount } from './use-notifications'

export const unreadLabel = (n: number) => (n === 0 ? 'Ingen ulæste notifikationer' : n === 1 ? '1 ulæst notifikation' : `${n} ulæste notifikationer`)

function Count({ n }: { n: number }) {
  if (n === 0) return null
  return (
    <span className="bg-destructive text-destructive-foreground min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-semibold tabular-nums" aria-hidden>
      {n > 99 ? '99+' : n}
    </span>
  )
}

/** A row in the sidebar, above the main menu. */
export function SidebarNotificationsLink({ onNavigate }: { onNavigate?: () => void }) {
  const n = useUnreadCount() ?? 0
  return (
    <Link
      to="/notifications"
      onClick={onNavigate}
      data-testid="unread-badge"
      data-count={n}
      aria-label={`Notifikationer: ${unreadLabel(n)}`}
      className="hover:bg-sidebar-accent focus-visible:ring-ring flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]"
    >
      <BellIcon className="size-4 shrink-0" aria-hidden />
      <span className="flex-1 truncate">Notifikationer</span>
      <Count n={n} />
    </Link>
  )
}

/** The bell in the phone header. */
export function HeaderNotificationsLink({ className }: { className?: string }) {
  const n = useUnreadCount() ?? 0
  return (
    <Link
      to="/notifications"
      data-testid="unread-badge"
      data-count={n}
      aria-label={`Notifikationer: ${unreadLabel(n)}`}
      className={cn('hover:bg-accent focus-visible:ring-ring relative inline-flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]', className)}
    >
      <BellIcon className="size-5" aria-hidden />
      {n > 0 && (
        <span className="absolute -top-0.5 -right-0.5">
          <Count n={n} />
        </span>
      )}
    </Link>
  )
}
