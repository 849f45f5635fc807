// /events: every event, sorted by date, live from the local database. Coming events come
// first (a phone used to open on last year's); past ones follow, the most recent first.
import { useMemo, useRef, useState } from 'react'
import { PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { LoadingBlocks, PlaceholderCard } from '@/components/placeholders'
import { useCurrentUser } from '@/auth/current-user'
import { eventRules } from '../../../../sync/permissions'
import { DeleteEventDialog } from './delete-event-dialog'
import { startOfToday } from './event-dates'
import { EventFormDialog } from './event-form-dialog'
import { EventListItem } from './event-list-item'
import { PendingEvents } from './pending-events'
import { useEvents, type EventRow } from './use-events'

type Dialog = { kind: 'create' } | { kind: 'edit'; event: EventRow } | { kind: 'delete'; event: EventRow } | null

export function EventsPage() {
  const { viewer } = useCurrentUser()
  const events = useEvents()
  const [dialog, setDialogState] = useState<Dialog>(null)
  const today = useMemo(() => startOfToday(), [])
  // The dialogs are mounted only while open, so Radix has no trigger to return focus to:
  // remember the opener and go back to it (or to the page, if its row was deleted).
  const opener = useRef<HTMLElement | null>(null)
  const setDialog = (next: Dialog) => {
    opener.current = document.activeElement as HTMLElement | null
    setDialogState(next)
  }
  const close = (open: boolean) => {
    if (open) return
    setDialogState(null)
    const target = opener.current
    requestAnimationFrame(() =>
      (target?.isConnected ? target : document.getElementById('main'))?.focus({ preventScroll: true }),
    )
  }

  const upcoming = events?.filter((e) => new Date(e.date) >= today) ?? []
  const past = events?.filter((e) => new Date(e.date) < today).reverse() ?? []
  const item = (event: EventRow) => (
    <EventListItem
      key={event.id}
      event={event}
      past={new Date(event.date) < today}
      canEdit={eventRules.update.test(viewer, { id: event.id, created_by: event.created_by })}
      canDelete={eventRules.delete.test(viewer, { id: event.id, created_by: event.created_by })}
      onEdit={() => setDialog({ kind: 'edit', event })}
      onDelete={() => setDialog({ kind: 'delete', event })}
    />
  )

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Arrangementer"
        actions={
          eventRules.create.test(viewer) && (
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <PlusIcon aria-hidden />
              Tilføj arrangement
            </Button>
          )
        }
      />
      <PendingEvents />
      {!events ? (
        <LoadingBlocks label="Indlæser arrangementer" count={3} blockClassName="h-20" />
      ) : events.length === 0 ? (
        <PlaceholderCard>Ingen arrangementer endnu</PlaceholderCard>
      ) : (
        <>
          {upcoming.length === 0 && (
            <p className="text-muted-foreground mb-3 text-sm">Ingen kommende arrangementer</p>
          )}
          <ul className="grid gap-3" aria-label="Arrangementer">
            {upcoming.map(item)}
          </ul>
          {past.length > 0 && (
            <section aria-labelledby="past-events" className="mt-8 grid gap-3">
              <h2 id="past-events" className="text-muted-foreground text-sm font-semibold">
                Tidligere arrangementer
              </h2>
              <ul className="grid gap-3" aria-label="Tidligere arrangementer">
                {past.map(item)}
              </ul>
            </section>
          )}
        </>
      )}
      {dialog?.kind === 'create' && <EventFormDialog open onOpenChange={close} />}
      {dialog?.kind === 'edit' && <EventFormDialog key={dialog.event.id} event={dialog.event} open onOpenChange={close} />}
      {dialog?.kind === 'delete' && <DeleteEventDialog event={dialog.event} onOpenChange={close} />}
    </div>
  )
}
