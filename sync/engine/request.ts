// Parses and validates a `GET /v1/shape` request (Electric's HTTP API).
import { parseOffset, type Offset } from './offsets'
import { BadRequest } from './request-error'
import { collectSubsetFields, parseSubset, type SubsetRequest } from './subset-request'
import { scanWhere } from './where'

export { BadRequest }

export interface ShapeRequest {
  schema: string
  table: string
  where: string | null
  params: string[]
  /** Requested columns, or null for all. */
  columns: string[] | null
  replica: 'default' | 'full'
  changesOnly: boolean
  offset: Offset | 'snapshot' | 'now'
  handle: string | null
  live: boolean
  /** Server-sent events instead of a long-poll (`live_sse`, formerly `experimental_live_sse`). */
  liveSse: boolean
  /** A subset snapshot request instead of the shape log. */
  subset: SubsetRequest | null
}

/**
 * `table`, `schema.table`, with Postgres' rules: unquoted parts are folded to lower case,
 * quoted ones (`"My Table"`, `"a""b"`) are taken as written.
 */
/**
 * One SQL identifier at `start`: a quoted one (`""` inside stands for `"`) as written, or a
 * bare one; `end` is the index just after it. Null when there is none or its quote is open.
 */
function readIdentifier(text: string, start: number): { name: string; quoted: boolean; end: number } | null {
  if (text[start] !== '"') {
    const m = /^[A-Za-z_][A-Za-z0-9_$]{0,62}/.exec(text.slice(start))
    return m ? { name: m[0], quoted: false, end: start + m[0].length } : null
  }
  let name = ''
  let j = start + 1
  for (; j < text.length; j++) {
    if (text[j] === '"') {
      if (text[j + 1] !== '"') break
      j++
    }
    name += text[j]
  }
  if (j >= text.length || name.length === 0) return null
  return { name, quoted: true, end: j + 1 }
}

export function parseTableName(text: string): { schema: string; table: string } | null {
  const parts: string[] = []
  let i = 0
  while (i <= text.length) {
    const ident = readIdentifier(text, i)
    if (!ident || ident.name.length > 63) return null
    parts.push(ident.quoted ? ident.name : ident.name.toLowerCase())
    i = ident.end
    if (i === text.length) break
    if (text[i] !== '.') return null
    i++
  }
  if (parts.length === 1) return { schema: 'public', table: parts[0] }
  if (parts.length === 2) return { schema: parts[0], table: parts[1] }
  return null
}

/** `body` is the JSON object of a POST (subset fields, possibly shape fields too). */
export function parseShapeRequest(url: URL, body: Record<string, unknown> | null = null): ShapeRequest {
  const fields = collectSubsetFields(url.searchParams, body)
  let q = url.searchParams
  if (Object.keys(fields.shape).length > 0) {
    q = new URLSearchParams(q)
    for (const [key, value] of Object.entries(fields.shape)) q.set(key, value)
  }
  const fail = (field: string, message: string): never => {
    throw new BadRequest('Invalid request', { [field]: [message] })
  }

  const tableParam = q.get('table')
  if (!tableParam) fail('table', 'table is required')
  const { schema, table } = parseTableName(tableParam!) ?? fail('table', 'invalid table name')

  const offsetText = q.get('offset')
  if (offsetText === null) fail('offset', 'offset is required')
  const offset = parseOffset(offsetText!) ?? fail('offset', 'has invalid format')

  const live = (q.get('live') ?? 'false') !== 'false'
  const handle = q.get('handle')
  if (offset !== 'snapshot' && offset !== 'now' && !handle) fail('handle', "can't be blank when offset != -1")
  if (live && offset === 'snapshot') fail('live', "can't be true when offset == -1")
  if (live && offset === 'now') fail('live', "can't be true when offset is 'now'")
  const liveSse = (q.get('live_sse') ?? q.get('experimental_live_sse') ?? 'false') !== 'false'
  if (liveSse && !live) fail('live_sse', "can't be true unless live is also true")

  const replicaText = q.get('replica') ?? 'default'
  if (replicaText !== 'default' && replicaText !== 'full') fail('replica', 'must be default or full')

  const logText = q.get('log') ?? 'full'
  if (logText !== 'full' && logText !== 'changes_only') fail('log', 'must be full or changes_only')

  const where = q.get('where')?.trim() || null
  const params = collectParams(q)
  if (where) {
    const scan = scanWhere(where)
    if (scan.error) fail('where', scan.error)
    if (scan.maxParam !== params.length) fail('params', `where uses ${scan.maxParam} parameters, ${params.length} given`)
  } else if (params.length > 0) {
    fail('params', 'params given without a where clause')
  }

  const columnsText = q.get('columns')
  const columns = columnsText ? parseColumns(columnsText) ?? fail('columns', 'invalid column list') : null

  return {
    schema,
    table,
    where,
    params,
    columns,
    replica: replicaText as 'default' | 'full',
    changesOnly: logText === 'changes_only',
    offset,
    handle: offset === 'snapshot' || offset === 'now' ? null : handle,
    live,
    liveSse,
    subset: fields.subset ? parseSubset(fields.subset) : null,
  }
}

/** `params[1]=a&params[2]=b` (Electric's form) or `params=["a","b"]`. */
function collectParams(q: URLSearchParams): string[] {
  const indexed: string[] = []
  for (const [key, value] of q) {
    const m = /^params\[(\d{1,3})\]$/.exec(key)
    if (m) indexed[Number(m[1]) - 1] = value
  }
  const json = q.get('params')
  if (json) {
    try {
      const parsed = JSON.parse(json)
      const list = Array.isArray(parsed) ? parsed : Object.keys(parsed).sort((a, b) => +a - +b).map((k) => parsed[k])
      return list.map(String)
    } catch {
      throw new BadRequest('Invalid request', { params: ['invalid params'] })
    }
  }
  if (indexed.some((v) => v === undefined) || indexed.length !== Object.keys(indexed).length) {
    throw new BadRequest('Invalid request', { params: ['params must be numbered 1..n without gaps'] })
  }
  return indexed
}

/** `a,"B c","d""e"`: quoted names as written (commas and quotes allowed); unquoted ones are taken as written too (the app sends camelCase names unquoted). */
function parseColumns(text: string): string[] | null {
  const names: string[] = []
  let i = 0
  for (;;) {
    while (text[i] === ' ') i++
    const ident = readIdentifier(text, i)
    if (!ident) return null
    names.push(ident.name)
    i = ident.end
    while (text[i] === ' ') i++
    if (i >= text.length) return names
    if (text[i] !== ',') return null
    i++
  }
}
