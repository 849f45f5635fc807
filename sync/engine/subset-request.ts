// Subset snapshot parameters (Electric's `subset__where`, `subset__params`, `subset__limit`,
// `subset__offset`, `subset__order_by` on GET, or a JSON body on POST): a one-off read of part
// of a shape, used by `ShapeStream.requestSnapshot` in `log=changes_only` mode.
import { BadRequest } from './request-error'
import { scanWhere } from './where'

export interface SubsetRequest {
  where: string | null
  params: string[]
  orderBy: string | null
  limit: number | null
  offset: number | null
}

/** Body keys that belong to the subset, as in Electric's plug; other body keys are shape params. */
const SUBSET_KEYS = ['where', 'order_by', 'limit', 'offset', 'params', 'where_expr', 'order_by_expr']

/**
 * Splits a POST body into subset fields and shape fields; query `subset__x` fields come first
 * and the body's override them.
 */
export function collectSubsetFields(q: URLSearchParams, body: Record<string, unknown> | null) {
  const subset: Record<string, unknown> = {}
  for (const [key, value] of q) if (key.startsWith('subset__')) subset[key.slice('subset__'.length)] = value
  const shape: Record<string, string> = {}
  if (body) {
    const nested = body.subset
    for (const [key, value] of Object.entries(body)) {
      if (key === 'subset' && nested && typeof nested === 'object') continue
      if (SUBSET_KEYS.includes(key)) subset[key] = value
      else if (value !== null && value !== undefined) shape[key] = typeof value === 'string' ? value : JSON.stringify(value)
    }
    if (nested && typeof nested === 'object') Object.assign(subset, nested)
  }
  return { subset: Object.keys(subset).length > 0 ? subset : null, shape }
}

const fail = (field: string, message: string): never => {
  throw new BadRequest('Invalid request', { subset: { [field]: [message] } })
}

function integer(field: string, value: unknown, min: number): number | null {
  if (value === undefined || value === null || value === '') return null
  const text = String(value)
  if (!/^\d{1,15}$/.test(text)) fail(field, 'is invalid')
  const n = Number(text)
  if (n < min) fail(field, `must be greater than ${min === 0 ? 'or equal to 0' : min - 1}`)
  return n
}

function subsetParams(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return []
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      fail('params', 'params must be valid JSON')
    }
  }
  if (Array.isArray(parsed)) return parsed.map(String)
  if (!parsed || typeof parsed !== 'object') fail('params', 'params must be a JSON object')
  const entries = Object.entries(parsed as Record<string, unknown>)
  if (entries.some(([k]) => !/^\d{1,3}$/.test(k))) fail('params', 'Parameters can only use numbers as keys')
  const sorted = entries.map(([k, v]) => [Number(k), v] as const).sort((a, b) => a[0] - b[0])
  if (sorted.some(([k], i) => k !== i + 1)) fail('params', 'Parameters must be numbered sequentially, starting from 1')
  return sorted.map(([, v]) => (typeof v === 'string' ? v : v === null ? fail('params', 'null is not a value') : JSON.stringify(v)))
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value).trim() || null)

export function parseSubset(fields: Record<string, unknown>): SubsetRequest {
  const where = text(fields.where)
  const orderBy = text(fields.order_by)
  const limit = integer('limit', fields.limit, 1)
  const offset = integer('offset', fields.offset, 0)
  const params = subsetParams(fields.params)
  if ((limit !== null || offset !== null) && !orderBy) fail('order_by', 'order_by is required when limit or offset is present')
  if (where) {
    const scan = scanWhere(where, { safeCallsOnly: true })
    if (scan.error) fail('where', scan.error)
    if (scan.maxParam > params.length) fail('params', `where uses $${scan.maxParam}, ${params.length} parameters given`)
    if (scan.maxParam < params.length) fail('params', `${params.length} parameters given, where uses ${scan.maxParam}`)
  }
  if (orderBy) {
    const scan = scanWhere(orderBy, { safeCallsOnly: true, params: false })
    if (scan.error) fail('order_by', scan.error)
  }
  return { where, params: where ? params : [], orderBy, limit, offset }
}
