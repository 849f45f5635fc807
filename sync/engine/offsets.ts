// Offsets are `<lsn>_<op_position>`; `<lsn>_inf` means "after every change of that LSN" and
// `<lsn>_0` "before any change of that LSN" (a client in SSE mode resumes at
// `<global_last_seen_lsn>_0`, so SSE up-to-dates carry the next LSN). In the log the engine
// hands out `_inf` offsets, or `_<op ≥ 1>` inside a transaction too large for one response;
// LSN 0 addresses the snapshot (chunks.ts).
// `-1` asks for the snapshot. LSNs are the database-wide commit-ordered sequence of
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

export const formatOffset = (o: Offset) => `${o.lsn}_${o.op === Infinity ? 'inf' : o.op}`

export const afterLsn = (lsn: number): Offset => ({ lsn, op: Infinity })

/** a < b */
export const isBefore = (a: Offset, b: Offset) => a.lsn < b.lsn || (a.lsn === b.lsn && a.op < b.op)

/** The LSN a handle (`<hash>-<lsn>`) was issued at. */
export const handleLsn = (handle: string) => Number(handle.slice(handle.lastIndexOf('-') + 1)) || 0
