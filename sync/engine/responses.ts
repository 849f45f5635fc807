// Electric's response headers. The client throws on a missing electric-handle or
// electric-offset, on a non-live 200 without electric-schema, and on a live one without
// electric-cursor.
import { formatOffset, type Offset } from './offsets'

const EXPOSE = 'electric-handle, electric-offset, electric-schema, electric-cursor, electric-up-to-date'

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'access-control-expose-headers': EXPOSE,
      ...headers,
    },
  })
}

export interface ShapeBody {
  handle: string
  offset: Offset
  schema: string
  /** Messages as comma-joined JSON objects. */
  body: string
  /** global_last_seen_lsn when the response ends up-to-date, else null. */
  upToDate: number | null
  live: boolean
}

/** Live responses change every ~20 s bucket so caches never serve an old long-poll. */
export const liveCursor = () => String(Math.floor(Date.now() / 20_000))

export function shapeResponse(r: ShapeBody): Response {
  const control =
    r.upToDate === null ? '' : JSON.stringify({ headers: { control: 'up-to-date', global_last_seen_lsn: String(r.upToDate) } })
  const parts = [r.body, control].filter(Boolean).join(',')
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'electric-handle': r.handle,
    'electric-offset': formatOffset(r.offset),
    'access-control-expose-headers': EXPOSE,
    'cache-control': r.live ? 'no-store' : 'public, max-age=60, stale-while-revalidate=300',
  }
  if (!r.live) headers['electric-schema'] = r.schema
  else headers['electric-cursor'] = liveCursor()
  if (r.upToDate !== null) headers['electric-up-to-date'] = ''
  return new Response(`[${parts}]`, { status: 200, headers })
}
