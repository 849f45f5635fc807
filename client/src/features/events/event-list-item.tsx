// One event: a button that toggles the description (aria-expanded), and for admins edit
// and delete buttons beside it.
import { ChevronDownIcon, MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { IconText } from '@/components/icon-text'
import { useDisclosure } from '@/lib/use-disclosure'
import { cn } from '@/lib/utils'
import { DateBadge } from './date-badge'
import { formatEventDateTime } from './event-dates'
import type { EventRow } from './use-events'

export function EventListItem({
  event,
  past,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  event: EventRow
  past: boolean
  canEdit: boolean
  canDelete: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { open: expanded, panelId: descriptionId, toggleProps } = useDisclosure()
  return (
    <li className="bg-card min-w-0 rounded-lg border shadow-xs">
      <div className="flex items-start gap-1 p-2 sm:p-3">
        <button
          type="button"
          {...toggleProps}
          className="focus-visible:ring-ring hover:bg-accent/50 flex min-w-0 flex-1 items-start gap-3 rounded-md p-1 text-left outline-none focus-visible:ring-[3px]"
        >
          <DateBadge date={event.date} muted={past} />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-medium break-words">{event.title}</span>
            {event.location && (
              <IconText icon={MapPinIcon} className="gap-1 text-sm" iconClassName="size-3.5" textClassName="truncate">
                {event.location}
              </IconText>
            )}
            <span className="text-muted-foreground text-xs first-letter:uppercase">
              {formatEventDateTime(event.date)}
            </span>
          </span>
          <ChevronDownIcon
            className={cn('text-muted-foreground mt-1 size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
            aria-hidden
          />
        </button>
        {(canEdit || canDelete) && (
          <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
            {canEdit && (
              <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Rediger ${event.title}`}>
                <PencilIcon />
              </Button>
            )}
            {canDelete && (
              <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Slet ${event.title}`}>
                <Trash2Icon />
              </Button>
            )}
          </div>
        )}
      </div>
      <div id={descriptionId} hidden={!expanded} className="border-t px-4 py-3 text-sm whitespace-pre-line">
        {event.description ? event.description : <span className="text-muted-foreground">Ingen beskrivelse</span>}
      </div>
    </li>
  )
}
