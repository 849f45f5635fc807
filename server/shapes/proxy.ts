// GET /api/shapes/:name — the only way a browser reads synced data. The browser names a
// shape; table, columns and where come from the catalogue and the signed-in viewer, and the
// session is re-checked on every request (long-polls included).
import { Hono } from 'hono'
import { isShapeName, resolveShape, shapes } from '../../sync/shapes'
import { refuseSubset } from '../../sync/shapes/subsets'
import type { Viewer } from '../../sync/rules'
import { pickEncoding, varyOnAcceptEncoding } from '../http/accept-encoding'
import type { ShapeUpstream } from './upstream'
import { collapseCatchUps } from './collapse'
import { createCompressedSnapshots } from './compressed-snapshots'

/** The protocol's own parameters; everything else the browser sends is dropped. */
const PASSTHROUGH = ['offset', 'handle', 'live', 'cursor', 'expired_handle', 'cache-buster', 'log']

const RELAYED_HEADERS = [
  'content-type',
  'electric-handle',
  'electric-offset',
  'electric-schema',
  'electric-cursor',
  'electric-up-to-date',
  // A subset answer says so; without it the client takes it for a first chunk and asks again.
  'electric-snapshot',
]

export interface ShapeProxyOptions {
  getViewer(headers: Headers): Promise<Viewer | null>
  upstream: ShapeUpstream
}

export function createShapeProxy({ getViewer, upstream: direct }: ShapeProxyOptions) {
  // A commit's notices send many browsers to the same catch-up at once: one answer serves them.
  const upstream = collapseCatchUps(direct)
  // And a first visit's snapshot of a shape many hold is compressed once for all of them.
  const snapshots = createCompressedSnapshots()
  return new Hono().get('/:name', async (c) => {
    const viewer = await getViewer(c.req.raw.headers)
    if (!viewer) return c.json({ error: 'Du skal være logget ind' }, 401)
    const name = c.req.param('name')
    if (!isShapeName(name)) return c.json({ error: 'Ukendt datasæt' }, 404)

    const shape = resolveShape(name, viewer)
    const incoming = new URL(c.req.url).searchParams
    const url = new URL('http://upstream/v1/shape')
    for (const key of PASSTHROUGH) {
      const value = incoming.get(key)
      if (value !== null) url.searchParams.set(key, value)
    }
    const subset = [...incoming.keys()].some((key) => key.startsWith('subset__'))
    if (subset) {
      const refused = checkSubset(name, incoming, url)
      if (refused) return c.json({ error: `Ugyldigt udsnit: ${refused}` }, 400)
    }
    url.searchParams.set('table', shape.table)
    url.searchParams.set('columns', shape.columns.join(','))
    if (shape.where.sql !== 'true') {
      url.searchParams.set('where', shape.where.sql)
      shape.where.params.forEach((value, i) => url.searchParams.set(`params[${i + 1}]`, value))
    }

    let response: Response
    try {
      response = await upstream(url, c.req.raw.signal)
    } catch (err) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- nginx's 499 (client went away), which Hono's status type lacks
      if (c.req.raw.signal.aborted) return c.body(null, 499 as any)
      console.error('[shapes] upstream failed:', (err as Error).message)
      return c.json({ error: 'Synkroniseringstjenesten svarer ikke' }, 502)
    }
    const headers = new Headers()
    for (const name of RELAYED_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    // Per-user data: a shared cache must never hand one person's rows to another.
    const cacheable =
      response.status === 200 && !subset && incoming.get('live') !== 'true' && incoming.get('offset') !== '-1'
    headers.set('cache-control', cacheable ? privateCacheControl(response.headers.get('cache-control')) : 'private, no-cache')
    headers.set('vary', 'Cookie')
    // A live answer is small: passing it on as text skips a stream pipe per long-poll, which
    // adds up when one commit answers hundreds of them. Snapshots may be large: streamed.
    const live = incoming.get('live') === 'true'
    if (!live) {
      const etag = response.headers.get('etag')
      const encoding = pickEncoding(c.req.header('accept-encoding'))
      if (incoming.get('offset') !== '-1' || subset || response.status !== 200 || !etag || !encoding || c.req.header('range')) {
        return new Response(response.body, { status: response.status, headers })
      }
      const length = response.headers.get('content-length')
      let text: string | null = null
      const bytes = await snapshots.get(etag, encoding, length === null ? null : Number(length), async () => (text = await response.text()))
      if (!bytes) return new Response(text ?? response.body, { status: response.status, headers })
      if (text === null) void response.body?.cancel()
      headers.set('content-encoding', encoding)
      varyOnAcceptEncoding(headers)
      return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), { status: response.status, headers })
    }
    const text = await response.text()
    // A long-poll may have waited for minutes: the viewer was checked when it arrived, so ask
    // again before handing over what changed meanwhile. Signed out, deleted or banned → 401;
    // a role that changes what this shape holds → must-refetch, and the browser starts over
    // under its new rules.
    const now = await getViewer(c.req.raw.headers)
    if (!now) return c.json({ error: 'Du skal være logget ind' }, 401)
    if (now.role !== viewer.role && !sameShape(shape, resolveShape(name, now))) {
      return c.json([{ headers: { control: 'must-refetch' } }], 409, { 'cache-control': 'private, no-cache' })
    }
    return new Response(text, { status: response.status, headers })
  })
}

/**
 * A subset snapshot narrows the viewer's shape further; only the forms the catalogue allows
 * pass (sync/shapes/subsets.ts), with their values as parameters. Copies them upstream.
 */
function checkSubset(name: keyof typeof shapes, incoming: URLSearchParams, upstream: URL): string | null {
  let params: unknown
  try {
    params = JSON.parse(incoming.get('subset__params') ?? 'null')
  } catch {
    return 'subset__params er ikke JSON'
  }
  const sent = {
    where: incoming.get('subset__where'),
    params,
    orderBy: incoming.get('subset__order_by'),
    limit: incoming.get('subset__limit'),
    offset: incoming.get('subset__offset'),
  }
  const refused = refuseSubset(shapes[name], sent)
  if (refused) return refused
  upstream.searchParams.set('subset__where', sent.where!)
  upstream.searchParams.set('subset__params', JSON.stringify(params))
  upstream.searchParams.set('subset__limit', sent.limit!)
  if (sent.orderBy) upstream.searchParams.set('subset__order_by', sent.orderBy)
  return null
}

type ResolvedShape = ReturnType<typeof resolveShape>
const sameShape = (a: ResolvedShape, b: ResolvedShape) =>
  a.columns.join(',') === b.columns.join(',') && a.where.sql === b.where.sql && a.where.params.join('\u0001') === b.where.params.join('\u0001')

/** The upstream's lifetimes (ELECTRIC_CACHE_MAX_AGE …) for the browser's own cache only. */
export function privateCacheControl(upstream: string | null): string {
  const kept = (upstream ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^(max-age|stale-while-revalidate)=\d+$/.test(d))
  return ['private', ...(kept.some((d) => d.startsWith('max-age=')) ? kept : ['max-age=60'])].join(', ')
}
