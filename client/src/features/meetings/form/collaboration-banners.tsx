// What the editor is told while others work on the same meeting: a note when it changed (and
// their changes were taken in), and a warning with a choice when both changed the same thing.
import { InfoIcon, TriangleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { MeetingRow } from '../use-meeting-data'
import type { Conflict } from './rebase'

const time = new Intl.DateTimeFormat('da-DK', { timeStyle: 'short' })

export function ChangedElsewhereNote({ meeting, byName, onOk }: { meeting: MeetingRow; byName: string | null; onOk: () => void }) {
  return (
    <Alert role="status">
      <InfoIcon aria-hidden />
      <AlertTitle>
        Mødereferatet er ændret af {byName ?? 'en anden'} kl. {time.format(new Date(meeting.updated_at))}
      </AlertTitle>
      <AlertDescription>
        <p>Ændringer i felter og rækker, du ikke selv har rettet, er hentet ind i formularen.</p>
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={onOk}>
          OK
        </Button>
      </AlertDescription>
    </Alert>
  )
}

export function ConflictBanner({ conflicts, onResolve }: { conflicts: Conflict[]; onResolve: (choice: 'theirs' | 'mine') => void }) {
  return (
    <Alert variant="destructive" id="meeting-conflicts">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>Ændret både af dig og af en anden</AlertTitle>
      <AlertDescription>
        <p>Følgende er ændret, mens du redigerede: {conflicts.map((c) => c.label).join(', ')}.</p>
        <p>Vælg, hvilken version du vil beholde, før du gemmer.</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => onResolve('theirs')}>
            Brug deres ændringer
          </Button>
          <Button type="button" size="sm" variant="destructive" onClick={() => onResolve('mine')}>
            Behold mine (overskriv)
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}
