// Electric's response headers. The client throws on a missing electric-handle or
// electric-offset, on a non-live 200 without electric-schema, and on a live one without
// electric-cursor. Cache lifetimes are Electric's, so a CDN in front behaves the same.
import { formatOffset, type Offset } from './offsets'

const EXPOSE =
  'electric-handle, electric-offset, electric-schema, electric-cursor, electric-up-to-date, electric-has-data, electric-snapshot, etag'

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  // 409s act as redirects to the new handle: briefly cacheable, as in Electric. Other errors never.
  const cache: Record<string, string> =
    status === 409
      ? { 'cache-control': 'public, max-age=60, must-revalidate' }
      : { 'cache-control': 'no-store', 'surrogate-control': 'no-store' }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...cache, 'access-control-expose-headers': EXPOSE, ...headers },
  })
}

export interface ShapeBody {
  handle: string
  /** The offset the client asked from (`-1` for the snapshot). */
  requestOffset: string
  offset: Offset
  schema: string
  /** Messages, in parts of comma-joined JSON objects (empty parts are skipped). */
  body: string[]
  /** global_last_seen_lsn when the response ends up-to-date, else null. */
  upToDate: number | null
  live: boolean
  /** The request's If-None-Match header. */
  ifNoneMatch?: string | null
  cacheAges?: CacheAges
}

/** Live responses change every ~20 s bucket so caches never serve an old long-poll. */
export const liveCursor = () => String(Math.floor(Date.now() / 20_000))

/** Electric's ELECTRIC_CACHE_MAX_AGE / ELECTRIC_CACHE_STALE_AGE: a catch-up's lifetime in a cache. */
export interface CacheAges {
  maxAge: number
  staleAge: number
}
export const DEFAULT_CACHE_AGES: CacheAges = { maxAge: 60, staleAge: 300 }

/** ELECTRIC_CACHE_MAX_AGE and ELECTRIC_CACHE_STALE_AGE, read as Electric reads them. */
export function cacheAgesFrom(env: Record<string, string | undefined>): CacheAges {
  const seconds = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
  }
  return {
    maxAge: seconds(env.ELECTRIC_CACHE_MAX_AGE, DEFAULT_CACHE_AGES.maxAge),
    staleAge: seconds(env.ELECTRIC_CACHE_STALE_AGE, DEFAULT_CACHE_AGES.staleAge),
  }
}

export function cacheControl(requestOffset: string, live: boolean, ages: CacheAges = DEFAULT_CACHE_AGES): string {
  if (requestOffset === '-1') return 'public, max-age=604800, s-maxage=3600, stale-while-revalidate=2629746'
  return live ? 'public, max-age=5, stale-while-revalidate=5' : `public, max-age=${ages.maxAge}, stale-while-revalidate=${ages.staleAge}`
}

/**
 * A body at least this long goes out as a stream that encodes it when first read. At 9 am two
 * thousand browsers ask for the same shared snapshot; the app's proxy serves all but the first
 * from its compressed copy and cancels the rest unread, so nothing is copied for them. Built at
 * once, each answer would copy the snapshot twice (joined, then encoded), megabytes per browser
 * that only a full garbage collection gives back.
 */
export const LAZY_BODY_CHARS = 32 * 1024

const encoder = new TextEncoder()

/** Parts this long are encoded on their own rather than appended to a smaller piece. */
const OWN_PIECE_CHARS = 4096

/** `[part,part,…]`: one string when small, else encoded only if somebody reads it. */
function messagesBody(parts: string[]): string | ReadableStream<Uint8Array> {
  const chars = parts.reduce((n, part) => n + part.length, 0)
  if (chars < LAZY_BODY_CHARS) return `[${parts.join(',')}]`
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      // Large parts (a snapshot's rows) are encoded as they are: joined first, each would be
      // copied once more on the heap. Small ones (log entries) are gathered into one piece.
      let piece = '['
      parts.forEach((part, i) => {
        const comma = i === 0 ? '' : ','
        if (part.length < OWN_PIECE_CHARS) return void (piece += comma + part)
        controller.enqueue(encoder.encode(piece + comma))
        controller.enqueue(encoder.encode(part))
        piece = ''
      })
      controller.enqueue(encoder.encode(`${piece}]`))
      controller.close()
    },
  })
}

export function shapeResponse(r: ShapeBody): Response {
  const control =
    r.upToDate === null ? '' : JSON.stringify({ headers: { control: 'up-to-date', global_last_seen_lsn: String(r.upToDate) } })
  const hasData = r.body.some(Boolean)
  const parts = [...r.body, control].filter(Boolean)
  const offset = formatOffset(r.offset)
  // An empty live answer is never revalidated (Electric adds a clock to its etag too).
  const etag = `"${r.handle}:${r.requestOffset}:${offset}${hasData || !r.live ? '' : `:${Date.now()}`}"`
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'electric-handle': r.handle,
    'electric-offset': offset,
    'electric-has-data': hasData ? 'true' : 'false',
    etag,
    'access-control-expose-headers': EXPOSE,
    'cache-control': cacheControl(r.requestOffset, r.live, r.cacheAges),
  }
  if (!r.live) headers['electric-schema'] = r.schema
  else headers['electric-cursor'] = liveCursor()
  if (r.upToDate !== null) headers['electric-up-to-date'] = ''
  if (r.ifNoneMatch && r.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(messagesBody(parts), { status: 200, headers })
}

/** A subset snapshot: `{metadata, data}`, never cached (each read is its own snapshot). */
export function subsetResponse(r: { handle: string; offset: Offset; schema: string; metadata: object; body: string }): Response {
  return new Response(`{"metadata":${JSON.stringify(r.metadata)},"data":[${r.body}]}`, {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-cache',
      'electric-snapshot': 'true',
      'electric-handle': r.handle,
      'electric-offset': formatOffset(r.offset),
      'electric-schema': r.schema,
      'access-control-expose-headers': EXPOSE,
    },
  })
}

/** Headers of an SSE live response; the events follow in the body. */
export function sseHeaders(handle: string, offset: Offset, timeoutMs: number): Record<string, string> {
  return {
    'content-type': 'text/event-stream',
    'cache-control': `public, max-age=${Math.max(1, Math.floor(timeoutMs / 1000) - 1)}`,
    connection: 'keep-alive',
    'electric-handle': handle,
    'electric-offset': formatOffset(offset),
    'electric-cursor': liveCursor(),
    'access-control-expose-headers': EXPOSE,
  }
}
