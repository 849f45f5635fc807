// Title, date-time and location; edit and delete icons for admins.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CalendarIcon, MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/components/page-header'
import { formatMeetingDateTime } from '../meeting-format'
import type { MeetingRow } from '../use-meeting-data'
import { DeleteMeetingDialog } from './delete-meeting-dialog'

export function MeetingHeader({ meeting, isAdmin }: { meeting: MeetingRow; isAdmin: boolean }) {
  const [deleting, setDeleting] = useState(false)
  usePageTitle(meeting.title)
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{meeting.title}</h1>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm first-letter:uppercase">
          <CalendarIcon className="size-4 shrink-0" aria-hidden />
          <span className="first-letter:uppercase">{formatMeetingDateTime(meeting.meeting_date)}</span>
        </p>
        {meeting.location && (
          <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <span className="break-words">{meeting.location}</span>
          </p>
        )}
      </div>
      {isAdmin && (
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={`/meetings/edit/${meeting.id}`} aria-label="Rediger mødereferat">
              <PencilIcon />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" aria-label="Slet mødereferat" onClick={() => setDeleting(true)}>
            <Trash2Icon />
          </Button>
          {deleting && <DeleteMeetingDialog id={meeting.id} onOpenChange={setDeleting} />}
        </div>
      )}
    </header>
  )
}
