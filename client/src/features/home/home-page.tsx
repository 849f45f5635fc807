// '/': company name and slogan, the company news (composer and feed), and the side panels:
// recent news, upcoming events, projects in progress, and for admins the newest posts.
import { usePageTitle } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/auth/current-user'
import { useCompanyConfig } from '../company/use-company-config'
import { NewsFeed } from '../news/news-feed'
import { ProjectsCard } from './projects-card'
import { RecentNewsCard } from './recent-news-card'
import { RecentPostsCard } from './recent-posts-card'
import { UpcomingEventsCard } from './upcoming-events-card'
import { VacationWidget } from '../vacation'

export function HomePage() {
  const { companyName, companySlogan, loaded } = useCompanyConfig()
  const { isAdmin } = useCurrentUser()
  usePageTitle(companyName)
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-1">
        {loaded ? (
          <>
            <h1 className="text-3xl font-semibold tracking-tight break-words">{companyName}</h1>
            {companySlogan && <p className="text-muted-foreground">{companySlogan}</p>}
          </>
        ) : (
          <>
            <h1 className="sr-only">Forside</h1>
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <NewsFeed />
        <aside className="grid content-start gap-6" aria-label="Overblik">
          <RecentNewsCard />
          <UpcomingEventsCard />
          <VacationWidget limit={5} />
          <ProjectsCard />
          {isAdmin && <RecentPostsCard />}
        </aside>
      </div>
    </div>
  )
}
