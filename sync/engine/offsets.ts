// Offsets are `<lsn>_<op_position>`, numbers only, as Electric's clients expect (some parse them as
// BigInts). `<lsn>_0` means "before any change of that LSN", so the engine says "after every change
// of LSN n" as `<n+1>_0` (a client in SSE mode resumes at `<global_last_seen_lsn>_0` likewise, so
// SSE up-to-dates carry the next LSN); `<lsn>_inf` is still read. Inside a transaction too large
// for one response the engine hands out `<lsn>_<op ≥ 1>`; LSN 0 addresses the snapshot
// (chunks.ts). `-1` asks for the snapshot. LSNs are the database-wide commit-ordered sequence of
// migrations/0001_change_capture.sql, so an offset stays meaningful across engine restarts.

export interface Offset {
  lsn: number
  /** Infinity for `_inf`. */
  op: number
}

export const BEFORE_ALL = -1

export function parseOffset(text: string): Offset | 'snapshot' | 'now' | null {
  if (text === '-1') return 'snapshot'
  if (text === 'now') return 'now'
  const match = /^(\d{1,15})_(\d{1,9}|inf)$/.exec(text)
  if (!match) return null
  const lsn = Number(match[1])
  if (match[2] === '0') return { lsn: Math.max(0, lsn - 1), op: Infinity }
  return { lsn, op: match[2] === 'inf' ? Infinity : Number(match[2]) }
}

export const formatOffset = (o: Offset) => (o.op === Infinity ? `${o.lsn + 1}_0` : `${o.lsn}_${o.op}`)

export const afterLsn = (lsn: number): Offset => ({ lsn, op: Infinity })

/** a < b */
export const isBefore = (a: Offset, b: Offset) => a.lsn < b.lsn || (a.lsn === b.lsn && a.op < b.op)

/** The LSN a handle (`<hash>-<lsn>`) was issued at. */
export const handleLsn = (handle: string) => Number(handle.slice(handle.lastIndexOf('-') + 1)) || 0
