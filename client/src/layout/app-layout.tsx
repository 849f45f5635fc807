// Page frame: a fixed w-64 sidebar from md up; below md a top bar whose menu button opens
// the same sidebar in a drawer (Radix dialog: focus trap, Escape, focus returns).
import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { MenuIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { useCompanyConfig } from '@/features/company/use-company-config'
import { Sidebar } from './sidebar'
import { SessionRoleFollower } from './session-role-follower'
import { useMediaQuery } from './use-media-query'
import { ChatWidget } from '@/features/chat/chat-widget'
import { OfflineBanner } from '@/offline/offline-banner'
import { NewVersionNotice } from '@/offline/new-version-notice'
import { HeaderNotificationsLink } from '@/features/notifications/unread-badge'

export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { pathname } = useLocation()
  const { companyName } = useCompanyConfig()
  // Render the sidebar once: either the fixed column or the drawer, never both, so ids,
  // headings and live queries are not duplicated in a hidden copy. (md = 768px in Tailwind.)
  const desktop = useMediaQuery('(min-width: 768px)')

  // Navigating (by link, back button or menu) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname])

  return (
    <div className="flex min-h-dvh">
      <SessionRoleFollower />
      <a
        href="#main"
        className="bg-background focus:ring-ring sr-only z-50 rounded-md border shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-3 focus:py-2 focus:ring-[3px]"
      >
        Spring til indhold
      </a>
      {desktop && (
        <aside className="border-sidebar-border sticky top-0 hidden h-dvh w-64 shrink-0 border-r md:block">
          <Sidebar idPrefix="sidebar" />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {!desktop && (
          <header className="bg-background/95 sticky top-0 z-40 flex h-14 items-center gap-2 border-b px-3 backdrop-blur md:hidden">
            <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Åbn menu">
                  <MenuIcon />
                </Button>
              </SheetTrigger>
              <SheetContent
                side="left"
                className="w-64 max-w-[85vw] gap-0 p-0"
                // Not an edit in progress: the new-version reload need not wait for it.
                data-menu-drawer=""
                // Focus the drawer itself, not the search box: on a phone that would pop up
                // the keyboard over the menu the user just asked for.
                onOpenAutoFocus={(event) => {
                  event.preventDefault()
                  ;(event.currentTarget as HTMLElement | null)?.focus()
                }}
              >
                <SheetTitle className="sr-only">Menu</SheetTitle>
                <SheetDescription className="sr-only">Navigation, fødselsdage og profil</SheetDescription>
                <Sidebar idPrefix="drawer" inDrawer onNavigate={() => setDrawerOpen(false)} />
              </SheetContent>
            </Sheet>
            <span className="min-w-0 flex-1 truncate font-semibold">{companyName}</span>
            <HeaderNotificationsLink />
          </header>
        )}
        <NewVersionNotice />
        <OfflineBanner />
        {/* Bottom room so the last content can scroll above the floating assistant button. */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 pb-20 outline-none sm:p-6 sm:pb-20 lg:p-8 lg:pb-20">
          <Outlet />
        </main>
        <ChatWidget />
      </div>
    </div>
  )
}
