// One assignment: tick, type badge, title, client, deadline and the meeting it came from.
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { formatDay, formatMeetingDate } from '../meetings/meeting-format'
import { StatusCheckbox } from '../meetings/status-checkbox'
import type { Assignment, AssignmentKind } from './use-my-assignments'

export const KIND_LABEL: Record<AssignmentKind, string> = { case: 'Sag', task: 'Opgave', news: 'Nyheder/SOME' }

export function AssignmentItem({
  item,
  done,
  pending,
  onToggle,
}: {
  item: Assignment
  done: boolean
  /** The tick is not in the synced data yet. */
  pending?: boolean
  onToggle: (done: boolean) => void
}) {
  const deadline = formatDay(item.deadline)
  return (
    <li className="bg-card flex items-start gap-3 rounded-lg border p-3 shadow-xs">
      <StatusCheckbox className="mt-1" checked={done} pending={pending} label={`Afsluttet: ${item.title}`} onChange={onToggle} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={item.kind === 'case' ? 'default' : item.kind === 'task' ? 'secondary' : 'outline'}>{KIND_LABEL[item.kind]}</Badge>
          <span className={cn('font-medium break-words', done && 'text-muted-foreground line-through')}>{item.title}</span>
        </div>
        <div className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          {item.client && <span>Bygherre: {item.client}</span>}
          {deadline && <span>{item.kind === 'news' ? 'Dato' : 'Deadline'}: {deadline}</span>}
          {item.kind !== 'case' && item.status && <span>Status: {item.status}</span>}
        </div>
        <Link to={`/meetings/${item.meeting_id}`} className="text-muted-foreground hover:text-foreground text-xs underline-offset-2 hover:underline">
          {formatMeetingDate(item.meeting_date)} · {item.meeting_title}
        </Link>
      </div>
    </li>
  )
}
