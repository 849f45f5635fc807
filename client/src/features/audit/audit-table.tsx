// The audit entries as a table; on a phone each entry is a card (StackedTable).
import { StackedCell, StackedRow, StackedTable } from '@/components/stacked-table'
import { AUDIT_ACTIONS, type AuditRow } from '../../../../sync/inputs/audit'

const when = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'medium' })

function detailText(row: AuditRow): string | null {
  const d = row.details
  if (row.action === 'user.role_changed' && d.from && d.to) return `${String(d.from)} → ${String(d.to)}`
  if (row.action === 'building_code.revealed' && d.code_type) return `Kode: ${String(d.code_type)}`
  if (row.action === 'auth.new_device' && d.network) return `Netværk: ${String(d.network)}`
  if (row.action === 'user.erased' && d.erased && typeof d.erased === 'object') {
    const records = Object.values(d.erased as Record<string, number>).reduce((sum, n) => sum + Number(n), 0)
    return `${records} poster slettet eller anonymiseret · ${Number(d.files ?? 0)} filer slettet`
  }
  return null
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <StackedTable columns={['Tidspunkt', 'Handling', 'Udført af', 'Gælder', 'Hvorfra']}>
      {rows.map((r) => {
        const detail = detailText(r)
        return (
          <StackedRow key={r.id} data-audit-action={r.action}>
            <StackedCell label="Tidspunkt" className="whitespace-nowrap">
              <time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>
            </StackedCell>
            <StackedCell label="Handling">
              <span className="font-medium">{AUDIT_ACTIONS[r.action] ?? r.action}</span>
              {detail && <span className="text-muted-foreground block text-xs">{detail}</span>}
            </StackedCell>
            <StackedCell label="Udført af">{r.actor_name ?? (r.actor_id ? 'Slettet bruger' : 'Systemet')}</StackedCell>
            <StackedCell label="Gælder">{r.target_label ?? '–'}</StackedCell>
            <StackedCell label="Hvorfra">
              <span className="block">{r.ip ?? 'Ukendt adresse'}</span>
              {r.user_agent && (
                <span className="text-muted-foreground block max-w-64 truncate text-xs" title={r.user_agent}>
                  {r.user_agent}
                </span>
              )}
            </StackedCell>
          </StackedRow>
        )
      })}
    </StackedTable>
  )
}
