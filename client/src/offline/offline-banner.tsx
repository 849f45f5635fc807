// The strip above every page: says when the app shows the local copy because the server
// cannot be reached (with the time of the last sync), and how many writes still wait.
import { useAtomValue } from 'jotai'
import { useLiveQueryFromDatabase } from '@/db/live-query'
import { CloudOffIcon, CloudUploadIcon } from 'lucide-react'
import { syncStatusAtom } from '@/db/sync-status'
import { useConnectivityProbe, useOffline } from './connectivity'

const time = new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit' })
const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short' })

export function lastSyncedLabel(iso: string | null): string {
  if (!iso) return 'Endnu ikke synkroniseret'
  const d = new Date(iso)
  const sameDay = d.toDateString() === new Date().toDateString()
  return `Senest synkroniseret ${sameDay ? time.format(d) : dateTime.format(d)}`
}

export const pendingLabel = (n: number) => (n === 1 ? '1 ændring venter' : `${n} ændringer venter`)

/** Writes not yet done on the server; acknowledged ones only wait for sync to bring them back. */
export function usePendingWriteCount(): number {
  const res = useLiveQueryFromDatabase<{ n: number }>(`select count(*)::int as n from local.outbox where acknowledged_at is null`)
  return res?.rows[0]?.n ?? 0
}

export function OfflineBanner() {
  const status = useAtomValue(syncStatusAtom)
  const pending = usePendingWriteCount()
  useConnectivityProbe()
  const offline = useOffline()
  if (!offline && pending === 0) return null
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="bg-muted text-foreground flex flex-wrap items-center gap-x-4 gap-y-1 border-b px-4 py-2 text-sm"
    >
      {offline && (
        <span className="flex items-center gap-2">
          <CloudOffIcon className="size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-medium">Du er offline</strong> – viser lokale data. Filer kan ikke uploades nu.{' '}
            {lastSyncedLabel(status.lastSyncedAt)}.
          </span>
        </span>
      )}
      {pending > 0 && (
        <span className="flex items-center gap-2" data-testid="pending-writes">
          <CloudUploadIcon className="size-4 shrink-0" aria-hidden />
          {pendingLabel(pending)}
        </span>
      )}
    </div>
  )
}
