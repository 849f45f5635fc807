// The subset snapshots a browser may ask of a `recent` shape (Electric's `subset__*`
// parameters). The browser still never writes SQL of its own: both the client (to build a
// request) and the shape proxy (to accept one) derive the few allowed forms from the
// catalogue here, so the two cannot drift. Values always travel as parameters.
import type { Holding, ShapeDef } from './types'

type RecentHolding = Extract<Holding, { kind: 'recent' }>

export type SubsetRequest =
  /** The up-front window: everything from `since` on. */
  | { kind: 'recent'; since: string }
  /** One page of older rows, newest first, at or before `before` (ties repeat, never skip). */
  | { kind: 'older'; before: string; filters?: Record<string, string> }
  /** The rows of one thing, e.g. the comments of one news item. */
  | { kind: 'lookup'; column: string; value: string }

/** Electric's subset parameters, as `ShapeStream.requestSnapshot` takes them. */
export interface SubsetParams {
  where: string
  params: Record<string, string>
  orderBy?: string
  limit?: number
}

/** Most rows one lookup or window may bring; a page of older rows brings `pageSize`. */
export const SUBSET_ROW_CAP = 5_000

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`

export function recentHolding(def: Pick<ShapeDef, 'holding'>): RecentHolding | null {
  return def.holding?.kind === 'recent' ? def.holding : null
}

/** The cutoff of the up-front window, as an ISO timestamp, a whole day so it is stable. */
export function windowStart(holding: RecentHolding, now = new Date()): string {
  const start = new Date(now.getTime() - holding.days * 86_400_000)
  start.setUTCHours(0, 0, 0, 0)
  return start.toISOString()
}

export function subsetParamsFor(def: Pick<ShapeDef, 'holding'>, req: SubsetRequest): SubsetParams {
  const holding = recentHolding(def)
  if (!holding) throw new Error('only a recent shape has subsets')
  const orderBy = `${q(holding.column)} DESC`
  switch (req.kind) {
    case 'recent':
      return holding.keep
        ? {
            where: recentWhere(holding),
            params: { '1': req.since, '2': holding.keep.value },
            orderBy,
            limit: SUBSET_ROW_CAP,
          }
        : { where: recentWhere(holding), params: { '1': req.since }, orderBy, limit: SUBSET_ROW_CAP }
    case 'older': {
      const filters = (holding.filters ?? []).filter((f) => req.filters?.[f] !== undefined)
      const params: Record<string, string> = { '1': req.before }
      const parts = [`${q(holding.column)} <= $1`]
      for (const f of filters) {
        params[String(parts.length + 1)] = req.filters![f]
        parts.push(`${q(f)} = $${parts.length + 1}`)
      }
      return { where: parts.join(' AND '), params, orderBy, limit: holding.pageSize }
    }
    case 'lookup':
      if (!(holding.lookups ?? []).includes(req.column)) throw new Error(`no lookup by ${req.column}`)
      return { where: `${q(req.column)} = $1`, params: { '1': req.value }, limit: SUBSET_ROW_CAP }
  }
}

function recentWhere(holding: RecentHolding): string {
  const since = `${q(holding.column)} >= $1`
  return holding.keep ? `(${since} OR ${q(holding.keep.column)} = $2)` : since
}

/** Every where/order form `subsetParamsFor` can produce for this shape, with its row cap. */
function allowedForms(holding: RecentHolding): { where: string; orderBy?: string; maxLimit: number }[] {
  const forms: { where: string; orderBy?: string; maxLimit: number }[] = []
  const orderBy = `${q(holding.column)} DESC`
  forms.push({ where: recentWhere(holding), orderBy, maxLimit: SUBSET_ROW_CAP })
  const filters = holding.filters ?? []
  for (let mask = 0; mask < 1 << filters.length; mask++) {
    const parts = [`${q(holding.column)} <= $1`]
    filters.forEach((f, i) => {
      if (mask & (1 << i)) parts.push(`${q(f)} = $${parts.length + 1}`)
    })
    forms.push({ where: parts.join(' AND '), orderBy, maxLimit: holding.pageSize })
  }
  for (const column of holding.lookups ?? []) forms.push({ where: `${q(column)} = $1`, maxLimit: SUBSET_ROW_CAP })
  return forms
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Checks subset parameters a browser sent against the allowed forms; returns the reason they
 * are refused, or null. Parameter values are checked against their column's type, so a bad
 * value is a 400 here rather than a failed cast upstream.
 */
export function refuseSubset(
  def: Pick<ShapeDef, 'holding' | 'table'>,
  sent: { where: string | null; params: unknown; orderBy: string | null; limit: string | null; offset: string | null },
): string | null {
  const holding = recentHolding(def)
  if (!holding) return 'dette datasæt hentes ikke i dele'
  if (sent.offset !== null) return 'subset__offset bruges ikke'
  const form = allowedForms(holding).find((f) => f.where === sent.where)
  if (!form) return 'ukendt udsnit'
  if ((sent.orderBy ?? undefined) !== form.orderBy) return 'ukendt sortering'
  const limit = sent.limit === null ? NaN : Number(sent.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > form.maxLimit) return `subset__limit skal være 1-${form.maxLimit}`
  if (typeof sent.params !== 'object' || sent.params === null || Array.isArray(sent.params)) return 'subset__params mangler'
  const params = sent.params as Record<string, unknown>
  const columns = [...form.where.matchAll(/"((?:[^"]|"")+)" (?:>=|<=|=) \$(\d+)/g)].map((m) => ({
    column: m[1].replaceAll('""', '"'),
    index: m[2],
  }))
  if (Object.keys(params).length !== columns.length) return 'forkert antal parametre'
  if (holding.keep && form.where === recentWhere(holding) && params['2'] !== holding.keep.value) {
    return 'parameter 2 er ugyldig'
  }
  for (const { column, index } of columns) {
    const value = params[index]
    if (typeof value !== 'string' || value.length > 200) return `parameter ${index} er ugyldig`
    const type = def.table.columns[column]?.type
    if (type === 'timestamptz' && !ISO_TIME.test(value)) return `parameter ${index} skal være et tidspunkt`
    if (type === 'uuid' && !UUID.test(value)) return `parameter ${index} skal være et id`
    if (type === 'bool' && value !== 'true' && value !== 'false') return `parameter ${index} skal være true eller false`
  }
  return null
}
