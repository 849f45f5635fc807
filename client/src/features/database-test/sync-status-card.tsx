// What the local database holds and how sync stands: connected, up to date, the shapes
// followed with their last up-to-date time, and the size of the local database.
import { useAtomValue } from 'jotai'
import { Badge } from '@/components/ui/badge'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { syncStatusAtom } from '@/db/sync-status'
import type { ShapeState } from './use-database-test'

const when = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'medium' })
const fmt = (d: Date | string | null) => (d ? when.format(new Date(d)) : '—')

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export function SyncStatusCard({ shapes, sizeBytes }: { shapes: ShapeState[] | undefined; sizeBytes: number | null }) {
  const status = useAtomValue(syncStatusAtom)
  const synced = shapes?.filter((s) => s.synced_at) ?? []
  return (
    <SectionCard title="Synkronisering">
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Netværk</dt>
          <dd>{status.online ? 'Online' : 'Offline'}</dd>
          <dt className="text-muted-foreground">Forbindelse</dt>
          <dd>
            <Badge variant={status.connected ? 'default' : 'secondary'}>{status.connected ? 'Forbundet' : 'Ikke forbundet'}</Badge>
          </dd>
          <dt className="text-muted-foreground">Opdateret</dt>
          <dd>{status.upToDate ? 'Ja' : 'Nej'}</dd>
          <dt className="text-muted-foreground">Sidst opdateret</dt>
          <dd>{fmt(status.lastSyncedAt)}</dd>
          <dt className="text-muted-foreground">Lokal database</dt>
          <dd data-testid="local-db-size">{sizeBytes === null ? '—' : formatBytes(sizeBytes)}</dd>
          <dt className="text-muted-foreground">Shapes</dt>
          <dd>
            {synced.length} af {shapes?.length ?? 0} synkroniseret
          </dd>
        </dl>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Shapes">
          <table className="w-full min-w-[20rem]">
            <thead className="text-muted-foreground text-left">
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium">Shape</th>
                <th scope="col" className="py-1 pr-3 font-medium">Sidst opdateret</th>
                <th scope="col" className="py-1 font-medium">Offset</th>
              </tr>
            </thead>
            <tbody>
              {shapes?.map((s) => (
                <tr key={s.shape} className="border-b last:border-0">
                  <td className="py-1 pr-3 font-mono text-xs">{s.shape}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{fmt(s.synced_at)}</td>
                  <td className="text-muted-foreground py-1 font-mono text-xs">{s.offset ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </SectionCard>
  )
}
