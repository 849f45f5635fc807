// One live shape in the engine's memory: its recent change log (messages already
// serialised) and the long-polls waiting on it. The durable log is sync_changes; this is a
// cache of it, so dropping a shape from memory never loses anything.
import type { LogEntry } from './change-messages'
import type { Offset } from './offsets'
import { isBefore } from './offsets'
import type { TableInfo } from './table-info'

export interface ShapeDefinition {
  table: TableInfo
  where: string | null
  params: string[]
  /** Selected columns, primary key first-class member, in table order. */
  columns: string[]
  replica: 'default' | 'full'
  /** Stable across processes: handles are `<hash>-<lsn>`. */
  hash: string
  /** The `electric-schema` header of these columns. */
  schema: string
}

export interface Snapshot {
  lsn: number
  body: string
  rows: number
  takenAt: number
  /** The snapshot-end control message (the snapshot's xmin/xmax/xip_list), or '' for none. */
  end: string
  /** Where each response-sized chunk of `body` ends, once asked for. */
  chunkEnds?: number[]
  chunkBytes?: number
}

export class Shape {
  /** `entries` hold every matching change with lsn > from. */
  entries: LogEntry[] = []
  lastUsed = Date.now()
  snapshot: Promise<Snapshot> | null = null
  private waiters = new Set<() => void>()

  /** Memory holds every matching change up to here. */
  seen: number

  constructor(
    readonly def: ShapeDefinition,
    public from: number,
  ) {
    this.seen = from
  }

  /**
   * Adds the entries of a pass up to `upTo`; a pass that is re-run adds nothing twice. True
   * when something was added.
   */
  append(entries: LogEntry[], upTo: number, maxEntries: number): boolean {
    const fresh = entries.filter((e) => e.lsn > this.seen)
    this.seen = Math.max(this.seen, upTo)
    if (fresh.length === 0) return false
    this.entries.push(...fresh)
    if (this.entries.length > maxEntries) {
      // Trim at a transaction boundary; older changes are re-read from sync_changes.
      let cut = this.entries.length - maxEntries
      while (cut < this.entries.length && this.entries[cut].lsn === this.entries[cut - 1].lsn) cut++
      this.from = this.entries[cut - 1].lsn
      this.entries = this.entries.slice(cut)
    }
    for (const wake of this.waiters) wake()
    return true
  }

  /**
   * Memory grows back to cover every change after `lsn`, given `older` (every matching change
   * in (lsn, from]), unless that would pass `maxEntries`. True when it did.
   */
  extendBack(older: LogEntry[], lsn: number, maxEntries: number): boolean {
    if (lsn >= this.from) return true
    if (older.length + this.entries.length > maxEntries) return false
    this.entries = [...older.filter((e) => e.lsn <= this.from), ...this.entries]
    this.from = lsn
    return true
  }

  /** Memory covers only changes after `lsn` from now on; older ones are read from sync_changes. */
  startAfter(lsn: number) {
    this.seen = Math.max(this.seen, lsn)
    if (lsn <= this.from) return
    const keep = this.entries.findIndex((e) => e.lsn > lsn)
    this.entries = keep === -1 ? [] : this.entries.slice(keep)
    this.from = lsn
  }

  entriesAfter(offset: Offset): LogEntry[] {
    // Binary search: entries are in (lsn, op) order.
    let lo = 0
    let hi = this.entries.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (isBefore(offset, this.entries[mid]) ) hi = mid
      else lo = mid + 1
    }
    return this.entries.slice(lo)
  }

  /** Resolves when new entries arrive, after `ms`, or when `signal` aborts. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.waiters.delete(done)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.waiters.add(done)
      signal?.addEventListener('abort', done)
    })
  }

  get waiting() {
    return this.waiters.size
  }

  wakeAll() {
    for (const wake of this.waiters) wake()
  }
}
