// /meetings: the 20 latest minutes, newest first, live from the local tables; "Vis flere"
// reaches back through the archive of older minutes a page at a time.
import { Link } from 'react-router-dom'
import { CalendarIcon, ChevronRightIcon, MapPinIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery } from '@/components/paged-list/use-paged-live-query'
import { useCurrentUser } from '@/auth/current-user'
import { meetingRules } from '../../../../sync/permissions/meetings'
import { FlashMessage } from './flash-message'
import { MEETING_LIST_LIMIT } from './meeting-constants'
import { meetingCountQuery, meetingListQuery } from './meeting-queries'
import { formatMeetingDateTime } from './meeting-format'

export function MeetingsPage() {
  const { viewer } = useCurrentUser()
  const list = usePagedLiveQuery(meetingListQuery(), { pageSize: MEETING_LIST_LIMIT })
  const total = useLiveCount(meetingCountQuery())
  const meetings = list.rows

  return (
    <div className="mx-auto max-w-3xl">
      <FlashMessage />
      <PageHeader
        title="Mødereferater"
        actions={
          meetingRules.create.test(viewer) && (
            <Button asChild>
              <Link to="/meetings/new">
                <PlusIcon aria-hidden />
                Nyt mødereferat
              </Link>
            </Button>
          )
        }
      />
      {!meetings ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Indlæser mødereferater">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : list.error && meetings.length === 0 ? (
        <p role="alert" className="text-destructive text-sm">
          Mødereferaterne kunne ikke indlæses: {list.error}
        </p>
      ) : meetings.length === 0 ? (
        <Card>
          <CardContent className="text-muted-foreground text-sm">Ingen mødereferater endnu</CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Mødereferater">
          {meetings.map((m) => (
            <li key={m.id}>
              <Link
                to={`/meetings/${m.id}`}
                className="bg-card hover:bg-accent/50 focus-visible:ring-ring/50 flex items-center gap-3 rounded-lg border p-4 shadow-xs outline-none focus-visible:ring-[3px]"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-medium break-words">{m.title}</span>
                  <span className="text-muted-foreground flex items-center gap-1.5 text-sm">
                    <CalendarIcon className="size-3.5 shrink-0" aria-hidden />
                    <span className="first-letter:uppercase">{formatMeetingDateTime(m.meeting_date)}</span>
                  </span>
                  {m.location && (
                    <span className="text-muted-foreground flex items-center gap-1.5 text-sm">
                      <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
                      <span className="truncate">{m.location}</span>
                    </span>
                  )}
                  <span className="text-muted-foreground text-xs">
                    {m.cases} {m.cases === 1 ? 'sag' : 'sager'} · {m.tasks} {m.tasks === 1 ? 'opgave' : 'opgaver'}
                  </span>
                </span>
                <ChevronRightIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={list} total={total} noun="mødereferater" className="mt-3" />
    </div>
  )
}
