// A quiet line telling the user whether what they see is live or the local copy.
import { useAtomValue } from 'jotai'
import { CloudIcon, CloudOffIcon, RefreshCwIcon } from 'lucide-react'
import { syncStatusAtom } from '@/db/sync-status'
import { useOffline } from '@/offline/connectivity'

const time = new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit' })
const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short' })

function lastSyncedText(iso: string | null): string {
  if (!iso) return 'endnu ikke synkroniseret'
  const d = new Date(iso)
  const sameDay = d.toDateString() === new Date().toDateString()
  return `senest synkroniseret ${sameDay ? time.format(d) : dateTime.format(d)}`
}

export function SyncIndicator() {
  const status = useAtomValue(syncStatusAtom)
  const offline = useOffline()
  const [Icon, label] = offline
    ? [CloudOffIcon, 'Offline – viser lokale data']
    : status.connected && status.upToDate
      ? [CloudIcon, 'Synkroniseret']
      : [RefreshCwIcon, 'Synkroniserer…']
  return (
    <p
      role="status"
      className="text-muted-foreground flex items-start gap-2 px-1 text-xs"
      title={lastSyncedText(status.lastSyncedAt)}
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {label}
        {offline && status.lastSyncedAt && (
          <span className="block">{lastSyncedText(status.lastSyncedAt)}</span>
        )}
      </span>
    </p>
  )
}
