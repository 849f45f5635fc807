// Instant search over the browser's local tables (what sync gave this user, so it works
// offline and never shows anything the user may not see). Pure: no DOM, no React, so the same
// SQL runs against a real PGlite in Node tests and the benchmark.
//
// Each kind's document is a fixed SQL expression; searchIndexSql() builds a GIN index on
// exactly that expression, which is what keeps 20,000 posts well under 50 ms.
import { profileNameSql } from '../../../../sync/person-name'

export type SearchKind =
  | 'people'
  | 'contacts'
  | 'events'
  | 'news'
  | 'posts'
  | 'meetings'
  | 'cases'
  | 'tasks'
  | 'projects'
  | 'handbooks'
  | 'handbook_pages'

interface KindDef {
  kind: SearchKind
  table: string
  /** The columns searched; the document is their concatenation. */
  cols: readonly string[]
  /** Select list giving id, title, subtitle and href. */
  select: string
  /** Extra joins (e.g. a handbook page's category name for its link). */
  joins?: string
}

const doc = (...cols: string[]) => cols
/** The document expression; unqualified for the index, `t.`-qualified in the query. */
const docExpr = (k: KindDef, prefix = '') =>
  `to_tsvector('danish', ${k.cols.map((c) => `coalesce(${prefix}"${c}", '')`).join(` || ' ' || `)})`

/** Order is the order groups are shown in. */
export const SEARCH_KINDS: readonly KindDef[] = [
  {
    kind: 'people',
    table: 'profiles',
    cols: doc('full_name', 'name', 'title', 'email'),
    select: `t.user_id::text, coalesce(${profileNameSql('t')}, ''), t.title, '/profile/' || t.user_id`,
  },
  {
    kind: 'contacts',
    table: 'contacts',
    cols: doc('full_name', 'company', 'role', 'email', 'city', 'category'),
    select: `t.id::text, t.full_name, concat_ws(' · ', t.role, t.company),
      '/employees/categories/' || coalesce(nullif(t.category, ''), 'Samarbejdspartnere')`,
  },
  {
    kind: 'events',
    table: 'events',
    cols: doc('title', 'description', 'location'),
    select: `t.id::text, t.title, t.location, '/events'`,
  },
  {
    kind: 'news',
    table: 'company_news',
    cols: doc('headline', 'content'),
    select: `t.id::text, coalesce(nullif(t.headline, ''), left(t.content, 80)), null::text, '/'`,
  },
  {
    kind: 'posts',
    table: 'posts',
    cols: doc('headline', 'content'),
    select: `t.id::text, t.headline, null::text, '/posts'`,
  },
  {
    kind: 'meetings',
    table: 'meetings',
    cols: doc('title', 'topic', 'location', 'news_from_management', 'optimization_round', 'miscellaneous'),
    select: `t.id::text, t.title, t.topic, '/meetings/' || t.id`,
  },
  {
    kind: 'cases',
    table: 'meeting_cases',
    cols: doc('case_name', 'client', 'status_note'),
    select: `t.id::text, t.case_name, t.client, '/meetings/' || t.meeting_id`,
  },
  {
    kind: 'tasks',
    table: 'meeting_other_tasks',
    cols: doc('task', 'status'),
    select: `t.id::text, t.task, t.status, '/meetings/' || t.meeting_id`,
  },
  {
    kind: 'tasks',
    table: 'meeting_news_opportunities',
    cols: doc('task', 'status'),
    select: `t.id::text, t.task, t.status, '/meetings/' || t.meeting_id`,
  },
  {
    kind: 'projects',
    table: 'projects',
    cols: doc('name', 'description'),
    select: `t.id::text, t.name, left(t.description, 80), '/projects/' || t.id`,
  },
  {
    kind: 'handbooks',
    table: 'handbooks',
    cols: doc('name', 'description', 'file_name'),
    select: `t.id::text, t.name, c.name, '/handbooks/' || c.name`,
    joins: `join handbook_categories c on c.id = t.category_id`,
  },
  {
    kind: 'handbook_pages',
    table: 'handbook_pages',
    cols: doc('content'),
    select: `t.document_id::text || ':' || t.page_number, h.name, 'Side ' || t.page_number, '/handbooks/' || c.name`,
    joins: `join handbooks h on h.id = t.document_id join handbook_categories c on c.id = h.category_id`,
  },
]

export interface SearchHit {
  kind: SearchKind
  id: string
  title: string
  subtitle: string | null
  href: string
  rank: number
}

/**
 * The user's words as a prefix tsquery ('husen bygg' → 'husen:* & bygg:*'), so results come
 * while typing. Only letters and digits survive: no tsquery syntax reaches the parser.
 * Danish stemming happens inside to_tsquery('danish', …), prefix terms included.
 */
export function toPrefixQuery(input: string): string | null {
  const words = input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const unique = [...new Set(words)].slice(0, 8)
  return unique.length ? unique.map((w) => `${w}:*`).join(' & ') : null
}

/**
 * Ranking means computing each match's document again, which for a broad query ('s', 'hus')
 * over 20,000 posts costs a second. So each kind ranks at most this many index matches: exact
 * for any specific query, a fair sample for a broad one that the next keystroke narrows.
 */
const CANDIDATES = 30

/** One statement: $1 is the prefix query, $2 the most hits per kind. */
export function searchSql(kinds: readonly KindDef[] = SEARCH_KINDS): string {
  const branches = kinds.map(
    (k) => `(select '${k.kind}' as kind, ${k.select},
      ts_rank(${docExpr(k, 't.')}, to_tsquery('danish', $1))::float8 as rank
    from (select * from "${k.table}" t where ${docExpr(k, 't.')} @@ to_tsquery('danish', $1) limit ${CANDIDATES}) t
    ${k.joins ?? ''}
    order by rank desc limit $2)`,
  )
  return `select kind, id, title, subtitle, href, rank from (
${branches.join('\nunion all\n')}
) hits (kind, id, title, subtitle, href, rank)`
}

/**
 * Local-only GIN indexes on each kind's document expression (idempotent). fastupdate off: PGlite
 * never vacuums, so a pending list would only grow and every search would scan it.
 */
export function searchIndexSql(kinds: readonly KindDef[] = SEARCH_KINDS): string[] {
  return kinds.map((k) => `create index if not exists "${k.table}_search_idx" on "${k.table}" using gin (${docExpr(k)}) with (fastupdate = off)`)
}

export const KIND_ORDER = [...new Set(SEARCH_KINDS.map((k) => k.kind))]

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

/**
 * Planning this twelve-branch statement costs more than running it (15-30 ms against
 * under 1 ms for a miss), so it is prepared once per database and executed with a generic
 * plan: the index scans take the query as a parameter either way.
 */
const STATEMENT = 'intranet_search'
/** One preparation per database handle, shared by every search that starts before it is done. */
const preparing = new WeakMap<object, Promise<void>>()

// Errors from the PGlite worker arrive without their SQLSTATE `code`: match the message too.
const sqlError = (err: unknown, code: string, words: RegExp) =>
  (err as { code?: string } | null)?.code === code || words.test(err instanceof Error ? err.message : String(err))
const alreadyPrepared = (err: unknown) => sqlError(err, '42P05', /prepared statement .* already exists/)
const notPrepared = (err: unknown) => sqlError(err, '26000', /prepared statement .* does not exist/)

function ensurePrepared(db: Queryable): Promise<void> {
  let ready = preparing.get(db)
  if (!ready) {
    ready = db.exec(`prepare ${STATEMENT}(text, int) as ${searchSql()}`).then(
      () => undefined,
      (err: unknown) => {
        // Another tab of the same worker (one database session) prepared it already.
        if (alreadyPrepared(err)) return
        // E.g. the local tables are not created yet while the app starts: try again next time.
        preparing.delete(db)
        throw err
      },
    )
    preparing.set(db, ready)
  }
  return ready
}

async function execute<T>(db: Queryable, sql: string): Promise<T[]> {
  await ensurePrepared(db)
  try {
    return (await db.query<T>(sql)).rows
  } catch (err) {
    // A new leader tab took the database over: its session never saw the statement.
    if (!notPrepared(err)) throw err
    preparing.delete(db)
    await ensurePrepared(db)
    return (await db.query<T>(sql)).rows
  }
}

/** Hits grouped in KIND_ORDER, each group best first; an empty query gives nothing. */
export async function runSearch(db: Queryable, input: string, perKind = 5): Promise<SearchHit[]> {
  const q = toPrefixQuery(input)
  if (!q) return []
  // EXECUTE takes no bind parameters; q holds only letters, digits and ':* &', quoted anyway.
  const literal = `'${q.replaceAll("'", "''")}'`
  const rows = await execute<SearchHit>(db, `execute ${STATEMENT}(${literal}, ${Math.trunc(perKind)})`)
  const order = (k: SearchKind) => KIND_ORDER.indexOf(k)
  return rows.sort((a, b) => order(a.kind) - order(b.kind) || b.rank - a.rank)
}
