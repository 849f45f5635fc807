// "Revisionslog" (administrators only; the server refuses everyone else): who did what, to
// whom, when and from where — newest first, 50 at a time, searchable by person and action.
import { useDeferredValue, useMemo, useState } from 'react'
import { SearchIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { AdminOnly } from '@/features/admin/admin-only'
import { AUDIT_ACTIONS } from '../../../../sync/inputs/audit'
import { AuditTable } from './audit-table'
import { useAuditLog } from './use-audit-log'

export function AuditLogPage() {
  return (
    <AdminOnly>
      <AuditLog />
    </AdminOnly>
  )
}

function AuditLog() {
  const [person, setPerson] = useState('')
  const [action, setAction] = useState('')
  const deferredPerson = useDeferredValue(person)
  const search = useMemo(() => ({ person: deferredPerson, action }), [deferredPerson, action])
  const log = useAuditLog(search)

  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <PageHeader title="Revisionslog" description="Hvem gjorde hvad, hvornår og hvorfra. Kun administratorer kan se loggen." className="mb-2" />
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-0 flex-1 sm:max-w-sm">
          <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
          <Input type="search" aria-label="Søg efter person" placeholder="Søg efter navn eller e-mail" className="pl-8" value={person} onChange={(e) => setPerson(e.target.value)} />
        </div>
        <select
          aria-label="Handling"
          className="border-input bg-background h-9 min-w-0 rounded-md border px-2 text-sm"
          value={action}
          onChange={(e) => setAction(e.target.value)}
        >
          <option value="">Alle handlinger</option>
          {Object.entries(AUDIT_ACTIONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {log.error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{log.error}</AlertDescription>
        </Alert>
      )}
      {!log.rows ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Indlæser revisionslog" />
      ) : log.rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen hændelser fundet</p>
      ) : (
        <AuditTable rows={log.rows} />
      )}
      {log.hasMore && (
        <Button variant="outline" className="justify-self-center" disabled={log.loading} onClick={() => void log.loadMore()}>
          {log.loading ? 'Henter...' : 'Vis flere'}
        </Button>
      )}
    </div>
  )
}
