// The sidebar content, shared by the fixed desktop column and the mobile drawer.
import { Link } from 'react-router-dom'
import { cn } from '@/lib/utils'
import { useCurrentUser } from '@/auth/current-user'
import { BirthdayWidget } from '@/features/birthdays/birthday-widget'
import { useCompanyConfig } from '@/features/company/use-company-config'
import { ProfileMenu } from '@/features/profile/profile-menu'
import { SidebarNav } from './sidebar-nav'
import { SidebarSearch } from './sidebar-search'
import { SyncIndicator } from './sync-indicator'
import { SidebarNotificationsLink } from '@/features/notifications/unread-badge'

export function Sidebar({
  idPrefix,
  onNavigate,
  inDrawer = false,
}: {
  idPrefix: string
  onNavigate?: () => void
  /** The drawer's close button sits top right; keep the company name clear of it. */
  inDrawer?: boolean
}) {
  const { isAdmin } = useCurrentUser()
  const { companyName } = useCompanyConfig()
  return (
    <div className="bg-sidebar text-sidebar-foreground flex h-full min-h-0 flex-col">
      <div className={cn('grid gap-3 p-4 pb-2', inDrawer && '[&>a]:mr-8')}>
        <Link
          to="/"
          onClick={onNavigate}
          className="focus-visible:ring-ring truncate rounded-md px-1 text-lg font-semibold outline-none focus-visible:ring-[3px]"
        >
          {companyName}
        </Link>
        <SidebarSearch id={`${idPrefix}-search`} onNavigate={onNavigate} />
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto px-3 py-2">
        <div className="grid gap-1">
          <SidebarNotificationsLink onNavigate={onNavigate} />
          <SidebarNav isAdmin={isAdmin} onNavigate={onNavigate} />
        </div>
        <BirthdayWidget />
      </div>
      <div className="border-sidebar-border grid gap-2 border-t p-3">
        <SyncIndicator />
        <ProfileMenu onNavigate={onNavigate} />
      </div>
    </div>
  )
}
