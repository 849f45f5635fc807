// /meetings: the 20 latest minutes, newest first, live from the local tables; "Vis flere"
// reaches back through the archive of older minutes a page at a time.
import { Link } from 'react-router-dom'
import { CalendarIcon, ChevronRightIcon, MapPinIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { IconText } from '@/components/icon-text'
import { ShowMore } from '@/components/paged-list/show-more'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery } from '@/components/paged-list/use-paged-live-query'
import { LoadingBlocks, PlaceholderCard } from '@/components/placeholders'
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
        <LoadingBlocks label="Indlæser mødereferater" count={2} blockClassName="h-20" />
      ) : list.error && meetings.length === 0 ? (
        <p role="alert" className="text-destructive text-sm">
          Mødereferaterne kunne ikke indlæses: {list.error}
        </p>
      ) : meetings.length === 0 ? (
        <PlaceholderCard>Ingen mødereferater endnu</PlaceholderCard>
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
                  <IconText icon={CalendarIcon} className="gap-1.5 text-sm" iconClassName="size-3.5" textClassName="first-letter:uppercase">
                    {formatMeetingDateTime(m.meeting_date)}
                  </IconText>
                  {m.location && (
                    <IconText icon={MapPinIcon} className="gap-1.5 text-sm" iconClassName="size-3.5" textClassName="truncate">
                      {m.location}
                    </IconText>
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
