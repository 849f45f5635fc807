// Request collapsing for announced catch-ups, as Electric recommends a CDN does in front of it.
//
// When a commit touches a shape that a thousand browsers hold, the change socket tells all of
// them at once and each asks for the same thing: the same resolved shape (table, columns,
// where — the viewer's rules are already in the URL), the same handle and offset, the same
// notice as cache-buster. One upstream answer serves them all for a few seconds. Safe because
// every later change comes with a new notice, hence a new URL; an older answer only ends
// up-to-date a little earlier, exactly as a cached Electric catch-up would.
import type { ShapeUpstream } from './upstream'

export interface CollapseOptions {
  /** How long one answer serves identical requests. */
  ttlMs?: number
  /** Answers kept at most (the oldest go first). */
  maxEntries?: number
  /** Only answers this small are kept; larger ones stream as usual. */
  maxBytes?: number
}

interface Answer {
  status: number
  headers: [string, string][]
  body: string
}

/** Announced catch-ups only: never a first snapshot, a live request or a subset. */
export function isCollapsible(url: URL): boolean {
  const q = url.searchParams
  if (!q.has('cache-buster') || q.get('live') === 'true' || q.get('offset') === '-1' || !q.has('handle')) return false
  for (const key of q.keys()) if (key.startsWith('subset__')) return false
  return true
}

export function collapseCatchUps(upstream: ShapeUpstream, options: CollapseOptions = {}): ShapeUpstream {
  const ttlMs = options.ttlMs ?? 5_000
  const maxEntries = options.maxEntries ?? 10_000
  const maxBytes = options.maxBytes ?? 256 * 1024
  const answers = new Map<string, { until: number; answer: Promise<Answer | null> }>()

  const replay = (a: Answer) => new Response(a.body, { status: a.status, headers: a.headers })

  return async (url, signal) => {
    if (!isCollapsible(url)) return upstream(url, signal)
    const key = url.href
    const now = Date.now()
    const known = answers.get(key)
    if (known && known.until > now) {
      const answer = await known.answer
      if (answer) return replay(answer)
    }
    // The first asker's own signal must not cut the answer the others wait for.
    const fetched = upstream(url, AbortSignal.timeout(30_000)).then(async (res): Promise<Answer | null> => {
      const length = Number(res.headers.get('content-length') ?? 0)
      if (res.status !== 200 || length > maxBytes) return null
      const body = await res.text()
      // forEach, not the iterator: Node's own Headers type declares no iterator without the DOM's.
      const headers: [string, string][] = []
      res.headers.forEach((value, name) => headers.push([name, value]))
      return body.length > maxBytes ? null : { status: res.status, headers, body }
    })
    const entry = { until: now + ttlMs, answer: fetched.catch(() => null) }
    answers.set(key, entry)
    while (answers.size > maxEntries) answers.delete(answers.keys().next().value!)
    setTimeout(() => answers.get(key) === entry && answers.delete(key), ttlMs).unref()
    const answer = await entry.answer
    if (answer) return replay(answer)
    answers.delete(key)
    return upstream(url, signal)
  }
}
