// A live query that shows one page more each time it is asked, with the LIMIT in SQL: at
// 20,000 rows the database, not React, must be what stops after a page. It fetches one row
// beyond what it shows to know whether there is more, and when the local rows run out it can
// ask `onExhausted` (older content the server holds) before saying there is nothing more.
import type { TableLiveQueries } from '@/db/table-live'

export interface PagedState<T> {
  /** undefined until the first page is local. */
  rows?: T[]
  /** True while the next page (local or from the server) is on its way. */
  loadingMore: boolean
  /** Another "Vis flere" would show something (or may, when the server could have more). */
  hasMore: boolean
  error?: string
}

export interface PagedQueryOptions<T> {
  /** A query without LIMIT, ordered by something unique (add the id as a tie-breaker). */
  sql: string
  params: unknown[]
  pageSize: number
  /**
   * Called when the user asks for more but the local query answered fewer rows than asked.
   * Resolves to whether the server still has more (its rows arrive through sync).
   */
  onExhausted?: () => ((oldestShown: T | undefined) => Promise<boolean>) | undefined
}

const FAILED_MORE = 'Kunne ikke hente flere. Prøv igen.'

export class PagedQuery<T> {
  private pages = 1
  /** The pages the rows on hand were fetched for (they lag `pages` while a page loads). */
  private fetchedPages = 1
  private fetched: T[] | undefined
  private serverMore: boolean | undefined
  private state: PagedState<T> = { loadingMore: false, hasMore: false }
  private listeners = new Set<() => void>()
  private generation = 0
  private cancel = new AbortController()
  private unsubscribe: (() => Promise<void>) | undefined
  private fillFromServer = false
  private askingServer = false
  private failure: string | undefined

  constructor(
    private readonly live: Pick<TableLiveQueries, 'query'>,
    private readonly options: PagedQueryOptions<T>,
  ) {}

  getState = (): PagedState<T> => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  start(): void {
    // A first page the local rows cannot fill (a browser holding only recent posts) is
    // filled from the server too, once.
    this.fillFromServer = true
    void this.run()
  }

  stop(): void {
    this.generation++
    // A registration still waiting for its turn in the local database is dropped (deferred-db.ts).
    this.cancel.abort()
    this.cancel = new AbortController()
    void this.unsubscribe?.()
    this.unsubscribe = undefined
  }

  /** The "Vis flere" button: one page more, from the server when the local rows run out. */
  showMore(): void {
    if (!this.state.hasMore || this.state.loadingMore) return
    this.failure = undefined
    this.pages++
    this.fillFromServer = true
    this.publish()
    void this.run()
  }

  private shown = (pages: number) => pages * this.options.pageSize
  private serverMaybe = () => !!this.options.onExhausted?.() && this.serverMore !== false

  private async run(): Promise<void> {
    const generation = ++this.generation
    const pages = this.pages
    const { sql, params } = this.options
    const accept = (rows: T[]) => {
      if (generation !== this.generation) return
      this.fetched = rows
      this.fetchedPages = pages
      this.publish()
      if (this.fillFromServer) {
        this.fillFromServer = false
        if (rows.length < this.shown(pages) && this.serverMaybe()) void this.askServer(rows.at(-1))
      }
    }
    try {
      const live = await this.live.query<T & Record<string, unknown>>({
        query: `${sql}\n limit $${params.length + 1}`,
        params: [...params, this.shown(pages) + 1],
        callback: (res) => accept(res.rows),
        signal: this.cancel.signal,
      })
      if (generation !== this.generation) return void live.unsubscribe()
      // The previous (shorter) query stays on screen until this one has answered.
      void this.unsubscribe?.()
      this.unsubscribe = live.unsubscribe
      accept(live.initialResults.rows)
    } catch (err) {
      if (generation !== this.generation) return
      this.fetchedPages = pages
      this.failure = err instanceof Error ? err.message : String(err)
      this.publish()
    }
  }

  private async askServer(oldestShown: T | undefined): Promise<void> {
    const exhausted = this.options.onExhausted?.()
    if (!exhausted) return
    this.askingServer = true
    this.publish()
    try {
      this.serverMore = await exhausted(oldestShown)
    } catch {
      this.failure = FAILED_MORE
    } finally {
      this.askingServer = false
      this.publish()
    }
  }

  private publish(): void {
    const rows = this.fetched?.slice(0, this.shown(this.fetchedPages))
    const localMore = (this.fetched?.length ?? 0) > this.shown(this.fetchedPages)
    this.state = {
      rows,
      loadingMore: this.fetchedPages < this.pages || this.askingServer,
      hasMore: rows !== undefined && (localMore || this.serverMaybe()),
      error: this.failure,
    }
    for (const listener of this.listeners) listener()
  }
}
