// /analytics (admins): count cards, content counts, activity from real sessions, charts and
// the per-user activity table.
import { lazy, Suspense } from 'react'
import {
  BookOpenIcon,
  CalendarIcon,
  CalendarCheckIcon,
  FolderKanbanIcon,
  MessageSquareTextIcon,
  NewspaperIcon,
  RefreshCwIcon,
  UserCheckIcon,
  UserMinusIcon,
  UsersIcon,
} from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { StatCards, type Stat } from './stat-cards'
import { UserActivityTable } from './user-activity-table'
import { useAnalytics, type Analytics } from './use-analytics'

// recharts and d3 are 0.7 MB of code that only this admin page uses: loaded with it, not with the app.
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })))

function totals({ totals: t }: Analytics): Stat[] {
  return [
    { label: 'Brugere', value: t.users, icon: UsersIcon },
    { label: 'Opslag', value: t.posts, icon: MessageSquareTextIcon },
    { label: 'Projekter', value: t.projects, icon: FolderKanbanIcon },
    { label: 'Nyheder', value: t.news, icon: NewspaperIcon },
    { label: 'Arrangementer', value: t.events, icon: CalendarIcon },
    { label: 'Håndbøger', value: t.handbooks, icon: BookOpenIcon },
  ]
}

function activity({ activity: a, content: c }: Analytics): Stat[] {
  return [
    { label: 'Aktive i dag', value: a.active_today, icon: UserCheckIcon },
    { label: 'Aktive denne uge', value: a.active_this_week, icon: CalendarCheckIcon, hint: 'Siden mandag' },
    { label: 'Inaktive 30+ dage', value: a.inactive_30_days, icon: UserMinusIcon },
    { label: 'Afventer godkendelse', value: c.pending_posts, icon: MessageSquareTextIcon, hint: 'Opslag' },
    { label: 'Kommentarer', value: c.post_comments + c.news_comments, icon: MessageSquareTextIcon },
    { label: 'Mødereferater', value: c.meetings, icon: CalendarIcon },
  ]
}

export function AnalyticsPage() {
  const { data, error, loading, reload } = useAnalytics()
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Statistik"
        className="mb-0"
        description="Overblik over brugere, indhold og aktivitet"
        actions={
          <Button variant="outline" size="sm" onClick={() => void reload()} disabled={loading}>
            <RefreshCwIcon aria-hidden className={loading ? 'animate-spin' : undefined} />
            Opdater
          </Button>
        }
      />
      {error && (
        <Alert variant="destructive">
          <AlertTitle>Kunne ikke hente statistik</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {!data && !error && <Skeleton className="h-64" aria-busy="true" aria-label="Indlæser statistik" />}
      {data && (
        <>
          <StatCards label="Antal" stats={totals(data)} />
          <StatCards label="Aktivitet og indhold" stats={activity(data)} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Suspense fallback={<ChartsLoading />}>
              <AnalyticsCharts data={data} />
            </Suspense>
          </div>
          <UserActivityTable users={data.users} />
        </>
      )}
    </div>
  )
}

function ChartsLoading() {
  return (
    <>
      <Skeleton className="h-80" aria-busy="true" aria-label="Indlæser diagrammer" />
      <Skeleton className="h-80" aria-hidden />
    </>
  )
}
