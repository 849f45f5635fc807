// Parses and validates a `GET /v1/shape` request (Electric's HTTP API).
import { parseOffset, type Offset } from './offsets'
import { scanWhere } from './where'

export interface ShapeRequest {
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
}

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

const TABLE_NAME = /^(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]{0,62})"?$/

export function parseShapeRequest(url: URL): ShapeRequest {
  const q = url.searchParams
  const fail = (field: string, message: string): never => {
    throw new BadRequest('Invalid request', { [field]: [message] })
  }

  const tableParam = q.get('table')
  if (!tableParam) fail('table', 'table is required')
  const table = TABLE_NAME.exec(tableParam!)?.[1] ?? fail('table', 'invalid table name')

  const offsetText = q.get('offset')
  if (offsetText === null) fail('offset', 'offset is required')
  const offset = parseOffset(offsetText!) ?? fail('offset', 'has invalid format')

  const live = q.get('live') === 'true'
  const handle = q.get('handle')
  if (offset !== 'snapshot' && offset !== 'now' && !handle) fail('handle', "can't be blank when offset != -1")
  if (live && offset === 'snapshot') fail('live', "can't be true when offset == -1")

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
    table,
    where,
    params,
    columns,
    replica: replicaText as 'default' | 'full',
    changesOnly: logText === 'changes_only',
    offset,
    handle: offset === 'snapshot' ? null : handle,
    live,
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

function parseColumns(text: string): string[] | null {
  const names = text.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
  return names.every((n) => /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(n)) ? names : null
}
