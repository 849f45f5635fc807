// A topic's changes (live-notifier.ts has the protocol): where the topic stands in its shape, the
// catch-up from there fetched once for every socket of the topic, and the catch-up a browser that
// comes back needs, fetched once for every browser coming back from the same place. Each goes
// along with the notice when it fits; otherwise the notice is plain and the browsers fetch.
import type { ShapeChangeFeed, ShapePosition } from './change-feed'
import type { ShapeUpstream } from './upstream'

/** What the notifier's topic holds of its shape's changes. */
export interface TopicLog {
  key: string
  url: URL
  seq: number
  /** Where the topic's own catch-ups stand; null until known (or after a refetch). */
  place: TopicPlace | null
  placing: boolean
  /** Recent answers to "what changed after this place?" (see resumeFrom). */
  checks: Map<string, Promise<Catchup>>
  /**
   * Members' handles known to read the topic's log (feed.sameLog), asked once each; forgotten
   * when the topic starts over, which is when a handle may have gone stale.
   */
  sameLog: Map<string, boolean>
}

export interface TopicPlace {
  handle: string
  offset: string
  /** No change of the shape lies in [quiet, offset). */
  quiet: string
}

/** The changes a notice carries: the catch-up answer from `from` to `to` on `handle`. */
export interface Push {
  seq: string
  handle: string
  from: string
  /** No change of the shape lies in [quiet, from). */
  quiet: string
  to: string
  body: string
}
/** Changes to send along with a notice; null: a plain notice (fetch); 'nothing': no notice. */
export type Catchup = Omit<Push, 'seq'> | null | 'nothing'

/** How long one answer to "anything after this place?" serves the browsers that ask. */
const CHECK_SHARED_MS = 2_000
/** Changes larger than this go by HTTP (the notice names the shape only). */
const MAX_PUSH_BYTES = 64 * 1024

export interface TopicChangesOptions {
  feed: ShapeChangeFeed
  /** Where the catch-ups are fetched (the shape proxy's own upstream); unset → plain notices only. */
  upstream?: ShapeUpstream
  /** Sets this process's cache-busters apart from another's (and an earlier run's). */
  epoch: string
  /** Is the topic still the one filed under its key (not left by every member)? */
  isCurrent(topic: TopicLog): boolean
}

export function createTopicChanges(options: TopicChangesOptions) {
  const { epoch } = options
  const upstream = options.upstream

  /** The topic's own place in its shape, from which it fetches each change once for everyone. */
  async function place(topic: TopicLog) {
    if (!upstream || topic.placing || !options.isCurrent(topic)) return
    topic.placing = true
    try {
      const url = new URL(topic.url)
      url.searchParams.set('offset', 'now')
      const res = await upstream(url, AbortSignal.timeout(10_000))
      const handle = res.headers.get('electric-handle')
      const offset = res.headers.get('electric-offset')
      await res.body?.cancel()
      if (res.status === 200 && handle && offset) topic.place = { handle, offset, quiet: offset }
    } catch {
      // Plain notices until the next change tries again.
    } finally {
      topic.placing = false
    }
  }

  /**
   * What changed since a browser's place: nothing, the changes themselves (to go along with the
   * notice), or null (a plain notice: the browser fetches). After a restart every browser comes
   * back at once, most of them from the same place in the shapes they share: one answer per
   * topic and place serves them all, until the topic's next change (the notifier's announce()
   * forgets them; every member hears of that change anyway) or 2 s. Without it each of them
   * would send its own catch-up request the moment it is back.
   */
  function resumeFrom(topic: TopicLog, since: ShapePosition): Promise<Catchup> {
    const key = `${since.handle}#${since.offset}`
    let answer = topic.checks.get(key)
    if (!answer) {
      answer = (async (): Promise<Catchup> => {
        if (!(await options.feed.hasChanges(topic.url, since))) return 'nothing'
        if (!upstream) return null
        const changes = await fetchFrom(topic, { ...since, quiet: since.offset }, `r${Date.now()}`)
        return changes && (changes.last === 0 ? 'nothing' : changes.push)
      })().catch(() => null)
      topic.checks.set(key, answer)
      setTimeout(() => topic.checks.delete(key), CHECK_SHARED_MS).unref()
    }
    return answer
  }

  /**
   * The catch-up answer from `at` on the topic's shape, if it can go along with a notice: null
   * when the shape must be refetched, the answer is cut, or it is too large to push.
   */
  async function fetchFrom(topic: TopicLog, at: TopicPlace, tag: string) {
    if (!upstream) return null
    const url = new URL(topic.url)
    url.searchParams.set('handle', at.handle)
    url.searchParams.set('offset', at.offset)
    url.searchParams.set('cache-buster', `${epoch}.${tag}`)
    const res = await upstream(url, AbortSignal.timeout(10_000))
    const to = res.headers.get('electric-offset')
    const body = res.status === 200 ? await res.text() : (await res.body?.cancel(), null)
    if (!body || !to || !res.headers.has('electric-up-to-date') || body.length > MAX_PUSH_BYTES) return null
    const messages = JSON.parse(body) as { headers?: { lsn?: string } }[]
    /** The last change's LSN; 0: only control messages, nothing changed. */
    const last = Math.max(0, ...messages.map((m) => Number(m.headers?.lsn ?? 0)))
    return { last, push: { handle: at.handle, from: at.offset, quiet: at.quiet, to, body } }
  }

  /** The changes since the topic's place, once for all its sockets; null: let them fetch. */
  async function fetchChanges(topic: TopicLog): Promise<Catchup> {
    const at = topic.place
    if (!at) return void place(topic), null
    const changes = await fetchFrom(topic, at, `t${topic.seq + 1}`)
    // Refetch, truncated, or large: the sockets fetch for themselves; the topic starts over.
    if (!changes) {
      topic.place = null
      topic.sameLog.clear()
      void place(topic)
      return null
    }
    const { last, push } = changes
    topic.place = { handle: at.handle, offset: push.to, quiet: last > 0 ? `${last + 1}_0` : at.quiet }
    return last === 0 ? 'nothing' : push
  }

  /**
   * Which of the members' handles read the topic's log, so the changes go along under the
   * handle each browser holds: browsers that started from other snapshots (or before a restart)
   * would otherwise find them not theirs and fetch.
   */
  async function ownHandles(topic: TopicLog, held: Iterable<string>, push: Omit<Push, 'seq'>): Promise<Set<string>> {
    const own = new Set<string>()
    for (const handle of new Set(held)) {
      if (!handle || handle === push.handle) continue
      let same = topic.sameLog.get(handle)
      if (same === undefined) topic.sameLog.set(handle, (same = await options.feed.sameLog(topic.url, handle, push.handle)))
      if (same) own.add(handle)
    }
    return own
  }

  return { place, resumeFrom, fetchChanges, ownHandles }
}
