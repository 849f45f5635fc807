// Electric ends a response once its messages pass a size (ELECTRIC_SHAPE_CHUNK_BYTES_THRESHOLD,
// 10 MiB by default) so every response stays small enough for HTTP caches to store; the client
// comes back for the rest from the offset the response names. Sizes are counted in string
// length (bytes for ASCII text), which is what the engine already holds for each message.
import type { LogEntry } from './change-messages'
import type { Snapshot } from './shape'

export const DEFAULT_CHUNK_BYTES = 10 * 1024 * 1024

/**
 * The entries of one response: at most `maxMessages`, and none after the one that passes
 * `maxBytes`. Null when everything fits.
 */
export function cutLog(entries: LogEntry[], maxMessages: number, maxBytes: number): LogEntry[] | null {
  let limit = Math.min(entries.length, maxMessages)
  let bytes = 0
  for (let i = 0; i < limit; i++) {
    bytes += entries[i].json.length + 1
    if (bytes >= maxBytes) limit = i + 1
  }
  return limit < entries.length ? cutAtTransaction(entries, limit) : null
}

function cutAtTransaction(entries: LogEntry[], max: number): LogEntry[] {
  let end = max
  while (end > 0 && entries[end].lsn === entries[end - 1].lsn) end--
  // One transaction larger than a response: cut inside it, never right after its op 0
  // (`<lsn>_0` means "before that LSN").
  return end > 0 ? entries.slice(0, end) : entries.slice(0, Math.max(2, max))
}

/**
 * Offsets at LSN 0 address the snapshot, as in Electric: `0_<k>` after its k-th chunk while more
 * follow, `0_0` after all of it (the log resumes at the LSN in the handle, so this outlives the
 * snapshot in memory). LSN 0 is never a commit, so these never meet a log offset.
 */
export const SNAPSHOT_DONE = { lsn: 0, op: 0 }
export const isSnapshotChunk = (offset: { lsn: number; op: number }) => offset.lsn === 0 && offset.op !== Infinity
/** `0_0`, which parses as "after LSN 0" (`<lsn>_0` is "before that LSN"). */
export const isSnapshotDone = (offset: { lsn: number; op: number }) => offset.lsn === 0 && offset.op === Infinity

// Messages of a snapshot body are joined by ','; `,{"key":` can only be such a join, since
// inside a JSON string every `"` is escaped and a message's value is an object of strings.
const BOUNDARY = ',{"key":'

/** Where each chunk of the snapshot body ends (exclusive), found once per snapshot. */
function chunkEnds(snap: Snapshot, maxBytes: number): number[] {
  if (snap.chunkEnds && snap.chunkBytes === maxBytes) return snap.chunkEnds
  const ends: number[] = []
  let start = 0
  while (snap.body.length - start > maxBytes) {
    const end = snap.body.indexOf(BOUNDARY, start + maxBytes - 1)
    if (end === -1) break
    ends.push(end)
    start = end + 1
  }
  ends.push(snap.body.length)
  snap.chunkEnds = ends
  snap.chunkBytes = maxBytes
  return ends
}

/** Chunk `k` of a snapshot (null past its end), as message parts, and whether more follow. */
export function snapshotChunk(snap: Snapshot, k: number, maxBytes: number): { body: string[]; last: boolean } | null {
  const ends = chunkEnds(snap, maxBytes)
  if (k >= ends.length) return null
  const start = k === 0 ? 0 : ends[k - 1] + 1
  const last = k === ends.length - 1
  const rows = snap.body.slice(start, ends[k])
  // Electric closes its snapshot with a snapshot-end naming the snapshot it read. Kept apart,
  // not joined: joined, every answer would copy the whole snapshot.
  return { body: last ? [rows, snap.end] : [rows], last }
}
