// /meetings/{id}: the minutes, live. Ticks by anyone appear without a reload; only the blocks
// that have content are shown, so short minutes stay short.
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ArrowLeftIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageTitle } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { FlashMessage } from '../flash-message'
import { UpcomingEvents } from '../upcoming-events'
import { useSettledMissing } from '../use-local-ready'
import { useMeetingData } from '../use-meeting-data'
import { usePeopleLookup } from '../use-people'
import { useStatusToggle } from '../use-status-toggle'
import { AttendeeTable } from './attendee-table'
import { CasesTable } from './cases-table'
import { ManagementBlock } from './management-block'
import { PersonName } from './person-name'
import { MeetingHeader } from './meeting-header'
import { NewsTable, TasksTable } from './task-tables'

const MEETING_SHAPES = ['meetings' as const]

const BackLink = () => (
  <Link to="/meetings" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm">
    <ArrowLeftIcon className="size-4" aria-hidden />
    Tilbage til mødereferater
  </Link>
)

function NotFound() {
  usePageTitle('Mødereferat ikke fundet')
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <h1 className="text-2xl font-semibold">Mødereferat ikke fundet</h1>
      <BackLink />
    </div>
  )
}

function TextBlock({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm whitespace-pre-line break-words">{text}</p>
    </section>
  )
}

export function MeetingDetailPage() {
  const { id } = useParams()
  const data = useMeetingData(id)
  const missing = useSettledMissing(data === null, MEETING_SHAPES)
  const { viewer, isAdmin } = useCurrentUser()
  const people = usePeopleLookup()
  const toggles = useStatusToggle('Kunne ikke opdatere status')

  if (missing) return <NotFound />
  if (!data) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4" aria-busy="true" aria-label="Indlæser mødereferat">
        <Skeleton className="h-16" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  const { meeting } = data
  const info: [string, ReactNode][] = [
    ['Mødeleder', meeting.facilitator_id && <PersonName id={meeting.facilitator_id} people={people} />],
    ['Emne', meeting.topic],
    ['Referent', meeting.recorder_id && <PersonName id={meeting.recorder_id} people={people} />],
  ]

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <FlashMessage />
        <BackLink />
      </div>
      <MeetingHeader meeting={meeting} isAdmin={isAdmin} />
      {toggles.error && (
        <Alert variant="destructive">
          <AlertDescription>{toggles.error}</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-3">
            {info.map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-muted-foreground text-xs font-medium uppercase">{label}</dt>
                <dd className={value ? 'font-medium' : 'text-muted-foreground'}>{value || 'Ikke angivet'}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <AttendeeTable attendees={data.attendees} people={people} />
      <TextBlock title="Nyt fra ledelsen" text={meeting.news_from_management} />
      <ManagementBlock management={data.management} />
      <TextBlock title="Optimeringsrunden" text={meeting.optimization_round} />
      <TextBlock title="Eventuelt" text={meeting.miscellaneous} />
      {data.cases.length > 0 && <CasesTable cases={data.cases} viewer={viewer} people={people} toggles={toggles} />}
      {data.news.length > 0 && <NewsTable rows={data.news} viewer={viewer} people={people} toggles={toggles} />}
      {data.tasks.length > 0 && <TasksTable rows={data.tasks} viewer={viewer} people={people} toggles={toggles} />}
      <UpcomingEvents />
    </div>
  )
}
