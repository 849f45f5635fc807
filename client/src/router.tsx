// Every route of the app, in one table.
import type { ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { FullPageSpinner } from '@/components/spinner'
import { AppLayout } from '@/layout/app-layout'
import { RouteError } from '@/layout/route-error'
import { HomePage } from '@/features/home/home-page'
import { afterFirstVisitDownloads } from '@/offline/register-service-worker'
import type * as Pages from './pages'

const loadPages = () => import('./pages')

// Set by the pages' parent route before any of its pages renders. One lazy route for them all:
// a lazy route per page made each page's first opening wait for its own (already loaded) import.
let pages: typeof Pages | undefined

function PageFromChunk({ render }: { render: (loaded: typeof Pages) => ReactNode }) {
  return render(pages!)
}

/** A page from the pages chunk (pages.ts). */
const page = (render: (loaded: typeof Pages) => ReactNode) => <PageFromChunk render={render} />

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A link straight to another page waits for the pages chunk before anything renders.
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page render within the layout, so navigation stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            lazy: async () => {
              pages = await loadPages()
              return {}
            },
            children: [
              { path: 'events', element: page((p) => <p.EventsPage />) },
              { path: 'notifications', element: page((p) => <p.NotificationsPage />) },
              { path: 'work', element: page((p) => <p.WorkPage />) },
              { path: 'profile', element: page((p) => <p.ProfilePage />) },
              { path: 'profile/:id', element: page((p) => <p.ProfilePage />) },
              { path: 'settings', element: page((p) => <p.SettingsPage />) },
              { path: 'messages', element: page((p) => <p.TranscriptionsPage />) },
              { path: 'chat', element: page((p) => <p.ChatPage />) },
              { path: 'posts', element: page((p) => <p.PostsPage />) },
              { path: 'users', element: page((p) => <p.UsersPage />) },
              { path: 'audit-log', element: page((p) => <p.AuditLogPage />) },
              { path: 'sso', element: page((p) => <p.SsoPage />) },
              { path: 'analytics', element: page((p) => <p.AdminOnly><p.AnalyticsPage /></p.AdminOnly>) },
              { path: 'database-test', element: page((p) => <p.AdminOnly><p.DatabaseTestPage /></p.AdminOnly>) },
              { path: 'user-management', element: page((p) => <p.UsersPage deniedText="Adgang nægtet" />) },
              { path: 'vacation', element: page((p) => <p.VacationPage />) },
              { path: 'projects', element: page((p) => <p.ProjectsPage />) },
              { path: 'projects/:id', element: page((p) => <p.ProjectDetailPage />) },
              { path: 'handbooks', element: page((p) => <p.HandbooksPage />) },
              { path: 'handbooks/:category', element: page((p) => <p.HandbookCategoryPage />) },
              { path: 'building-access', element: page((p) => <p.BuildingAccessPage />) },
              { path: 'employees', element: page((p) => <p.EmployeesPage />) },
              { path: 'employees/categories/:category', element: page((p) => <p.CategoryRoute />) },
              { path: 'meetings', element: page((p) => <p.MeetingsPage />) },
              { path: 'meetings/new', element: page((p) => <p.MeetingFormPage />) },
              { path: 'meetings/edit/:id', element: page((p) => <p.MeetingFormPage />) },
              { path: 'meetings/:id', element: page((p) => <p.MeetingDetailPage />) },
              { path: 'my-assignments', element: page((p) => <p.MyAssignmentsPage />) },
              { path: '*', element: page((p) => <p.NotFoundPage />) },
            ],
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  // Fetched ahead, so a click on a link finds the other pages loaded; if that fails (offline
  // before the service worker has them), the router asks again when a page is opened. A page the
  // service worker controls has them in its cache: nothing to compete with, so once idle.
  const ahead = navigator.serviceWorker?.controller ? whenIdle() : afterFirstVisitDownloads
  void ahead.then(loadPages).catch(() => {})
  return createBrowserRouter(routes)
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 })
    else setTimeout(resolve, 500)
  })
