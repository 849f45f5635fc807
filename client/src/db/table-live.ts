// The pages' live queries: a plain query, run again when a table it names has changed.
//
// PGlite's live extension sets each one up as a transaction of some ten statements (parse and
// describe the query, a temporary view, a catalogue walk for its tables, triggers, a prepared
// statement, a LISTEN per table), each a round trip to the leader tab's worker and a write to
// the catalogue; on a cold database that is 150-400 ms a query, and a page asks a dozen while
// sync's first rows wait behind them. Here a live query costs what its query costs: every local
// table tells one channel its name when a statement changes it (the trigger is part of the
// local schema, local-schema-init.ts), and a query runs again when that name is a word of its SQL.
// A word that is not a table costs nothing; one that is a column of the same name only causes
// a spare run.
import type { Results } from '@electric-sql/pglite'
import { LeaderChangedError } from '@electric-sql/pglite/worker'

/** The channel the local tables' change trigger notifies, with the table's name as payload. */
export const TABLE_CHANGED_CHANNEL = 'local_table_changed'

/** What a live query needs of the database: a query, a LISTEN, and word of a new leader. */
export interface LiveQueryHost {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>
  /** A new leader tab's session has none of the old one's LISTENs. */
  onLeaderChange?(callback: () => void): void
}

export interface LiveQueryHooks {
  /** True while some live query waits for its first answer; false once none does. */
  onRegistering?(busy: boolean): void
  /** The words (among them the tables) of every live query now running, when that changes. */
  onWatching?(words: string[]): void
}

type Callback<T> = (results: Results<T>) => void

/** A running live query, shaped as PGlite's live extension answers one. */
export interface LiveQuery<T> {
  initialResults: Results<T>
  subscribe(callback: Callback<T>): void
  /** Without a callback: every one, and the query stops. */
  unsubscribe(callback?: Callback<T>): Promise<void>
  refresh(): Promise<void>
}

/** As PGlite's live.query takes them; a window (offset/limit) is not supported. */
export interface LiveQueryOptions<T> {
  query: string
  params?: unknown[] | null
  callback?: Callback<T>
  signal?: AbortSignal
  offset?: number
  limit?: number
}

export interface TableLiveQueries {
  query<T>(sql: string, params?: unknown[] | null, callback?: Callback<T>): Promise<LiveQuery<T>>
  query<T>(options: LiveQueryOptions<T>): Promise<LiveQuery<T>>
}

interface Running {
  words: ReadonlySet<string>
  refresh(): Promise<void>
}

const wordCache = new Map<string, ReadonlySet<string>>()

/** The identifiers of a query, lower-cased: a superset of the tables it reads. */
export function wordsOf(sql: string): ReadonlySet<string> {
  let words = wordCache.get(sql)
  if (!words) {
    words = new Set(sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])
    wordCache.set(sql, words)
  }
  return words
}

export function tableLiveQueries(host: LiveQueryHost, hooks: LiveQueryHooks = {}): TableLiveQueries {
  const running = new Set<Running>()
  let listening: Promise<unknown> | null = null
  let firstAnswersDue = 0
  let watchingReported = ''

  const onChanged = (table: string) => {
    for (const query of running) if (query.words.has(table)) void query.refresh()
  }
  // Before a query's first run, so no change can fall between its answer and the LISTEN.
  // A LISTEN that failed (the leader went away meanwhile) is tried again by the next query.
  const ensureListening = () => {
    if (!listening) {
      const attempt = host.listen(TABLE_CHANGED_CHANNEL, onChanged)
      listening = attempt
      attempt.catch(() => {
        if (listening === attempt) listening = null
      })
    }
    return listening
  }
  host.onLeaderChange?.(() => {
    listening = null
    // The queries' answers may be stale by the time the new leader listens: ask again.
    // Asked even if listening failed (it is tried again by the next query): a stale answer, such
    // as a write still shown as waiting, would otherwise stay until the table next changes.
    if (running.size > 0) {
      void ensureListening()
        .catch(() => {})
        .then(() => running.forEach((q) => void q.refresh()))
    }
  })

  const reportWatching = () => {
    if (!hooks.onWatching) return
    const words = [...new Set([...running].flatMap((q) => [...q.words]))].sort()
    const key = words.join(' ')
    if (key === watchingReported) return
    watchingReported = key
    hooks.onWatching(words)
  }
  const firstAnswer = async <T>(run: () => Promise<T>): Promise<T> => {
    if (firstAnswersDue++ === 0) hooks.onRegistering?.(true)
    try {
      return await run()
    } finally {
      if (--firstAnswersDue === 0) hooks.onRegistering?.(false)
    }
  }

  async function query<T>(first: string | LiveQueryOptions<T>, params?: unknown[] | null, callback?: Callback<T>): Promise<LiveQuery<T>> {
    const options: LiveQueryOptions<T> = typeof first === 'string' ? { query: first, params, callback } : first
    const { query: sql, signal } = options
    const args = options.params ?? []
    if (options.offset !== undefined || options.limit !== undefined) throw new Error('Windowed live queries are not supported: put LIMIT in the SQL')
    const aborted = () => new DOMException('The live query was cancelled before it was set up', 'AbortError')
    if (signal?.aborted) throw aborted()

    let callbacks: Callback<T>[] = options.callback ? [options.callback] : []
    let stopped = false
    let answered = false
    let inFlight: Promise<void> | null = null
    let again = false
    const emit = (results: Results<T>) => callbacks.forEach((cb) => cb(results))
    const me: Running = {
      words: wordsOf(sql),
      // One run at a time; changes during a run ask for exactly one more after it.
      refresh: () => {
        if (stopped) return Promise.resolve()
        // A change seen before the first answer is read again once that answer is out.
        if (!answered || inFlight) {
          again = true
          return inFlight ?? Promise.resolve()
        }
        inFlight = (async () => {
          try {
            do {
              again = false
              const results = await host.query<T>(sql, args)
              if (!stopped) emit(results)
            } while (again && !stopped)
          } catch (error) {
            // A new leader asks every query again (see onLeaderChange): not a failure.
            if (!stopped && !isLeaderChanged(error)) console.error('[live query] a refresh failed', error)
          } finally {
            inFlight = null
          }
          // Asked again while the failed run was out (the new leader's refresh joined it): run
          // once more, or this answer stays stale until the table next changes.
          if (again && !stopped) void me.refresh()
        })()
        return inFlight
      },
    }

    const initialResults = await firstAnswer(async () => {
      await ensureListening()
      if (signal?.aborted) throw aborted()
      running.add(me)
      try {
        return await host.query<T>(sql, args)
      } catch (error) {
        running.delete(me)
        throw error
      }
    })
    reportWatching()

    const unsubscribe = async (callback?: Callback<T>) => {
      callbacks = callback ? callbacks.filter((cb) => cb !== callback) : []
      if (callbacks.length > 0 || stopped) return
      stopped = true
      running.delete(me)
      reportWatching()
    }
    if (signal?.aborted) await unsubscribe()
    else signal?.addEventListener('abort', () => void unsubscribe(), { once: true })
    emit(initialResults)
    answered = true
    if (again) void me.refresh()
    return {
      initialResults,
      subscribe: (cb) => {
        if (stopped) throw new Error('Live query is no longer active and cannot be subscribed to')
        callbacks.push(cb)
      },
      unsubscribe,
      refresh: () => me.refresh(),
    }
  }
  return { query } as TableLiveQueries
}

/** PGlite's worker rejects what was in flight to a leader that went away; its class name is minified. */
export const isLeaderChanged = (error: unknown) =>
  error instanceof LeaderChangedError || (error instanceof Error && error.message.startsWith('Leader changed, pending operation'))
