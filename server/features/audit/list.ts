// Reading the audit log: keyset pages (created_at, id) newest first, so page 400 costs what
// page 1 does, with optional person and action filters.
import { sql, type Kysely } from 'kysely'
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '../../../sync/inputs/audit'
import type { DB } from '../../db/types'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export async function listAudit(kysely: Kysely<DB>, query: AuditQuery): Promise<AuditPage> {
  let q = kysely
    .selectFrom('audit_log')
    .select([
      sql<string>`id::text`.as('id'),
      // Microseconds, as stored: a cursor rounded to milliseconds would skip rows.
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at'),
      'created_at', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'target_label', 'details', 'ip', 'user_agent',
    ])
    // The table's columns, not the text alias `id` (which would sort "99" before "120").
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
  if (query.action) q = q.where('action', '=', query.action)
  if (query.person) {
    const like = `%${escapeLike(query.person.toLowerCase())}%`
    const person = query.person
    q = q.where((eb) =>
      eb.or([
        eb('actor_id', '=', person),
        eb('target_id', '=', person),
        eb(sql`lower(actor_name)`, 'like', like),
        eb(sql`lower(target_label)`, 'like', like),
        // An e-mail address finds the person it belongs to today.
        eb('actor_id', 'in', eb.selectFrom('profiles').select('user_id').where(sql`lower(email)`, 'like', like)),
        eb('target_id', 'in', eb.selectFrom('profiles').select('user_id').where(sql`lower(email)`, 'like', like)),
      ]),
    )
  }
  if (query.after) {
    const [at, id] = query.after.split('|')
    q = q.where(sql<boolean>`(created_at, id) < (${at}::timestamptz, ${id}::bigint)`)
  }
  const rows = await q.execute()
  const page = rows.slice(0, AUDIT_PAGE_SIZE).map(({ at, ...r }) => ({
    ...r,
    created_at: at,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
  }))
  const last = page[page.length - 1]
  return { rows: page, next: rows.length > AUDIT_PAGE_SIZE && last ? `${last.created_at}|${last.id}` : null }
}
