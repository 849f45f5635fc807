// Decides what one batch of shape messages does to the local table. Pure: the runner
// executes the plan in one local transaction. The point of the buffering: after a
// must-refetch (or on a first sync) the old rows stay visible until the complete new
// snapshot has arrived, then old rows are swapped for new ones atomically.
import { statementsFor, type Change, type LocalTable, type Statement } from './statements'

export type BatchMessage =
  | { headers: { control: string } }
  | { headers: { operation: string }; value: Record<string, unknown> }
  | { headers: Record<string, unknown> }

export type BatchPlan =
  /**
   * Run `statements` (after emptying the table when `reset`), then store the stream's offset;
   * `txids`: the server transactions whose changes this applies (to settle pending writes).
   */
  | { kind: 'apply'; reset: boolean; statements: Statement[]; upToDate: boolean; txids: string[] }
  /** Nothing to write yet; when `forgetOffset`, the stored handle/offset must be cleared now. */
  | { kind: 'buffer'; forgetOffset: boolean }

export type PlannerMode = 'live' | 'refetching'

const control = (m: BatchMessage) => (m.headers as { control?: unknown }).control
const operation = (m: BatchMessage) => (m.headers as { operation?: unknown }).operation

/** Electric sends txids as numbers; the write routes answer them as text. */
const txidsOf = (m: BatchMessage): string[] => {
  const txids = (m.headers as { txids?: unknown }).txids
  return Array.isArray(txids) ? txids.filter((t) => typeof t === 'number' || typeof t === 'string').map(String) : []
}

function asChange(m: BatchMessage): Change | null {
  const op = operation(m)
  if (op !== 'insert' && op !== 'update' && op !== 'delete') return null
  return { operation: op, value: (m as { value: Record<string, unknown> }).value ?? {} }
}

export class BatchPlanner {
  #mode: PlannerMode
  #buffer: Change[] = []
  #bufferTxids: string[] = []

  /** Start in 'refetching' when there is no stored offset: the first snapshot replaces the table. */
  constructor(
    private readonly table: LocalTable,
    mode: PlannerMode,
  ) {
    this.#mode = mode
  }

  get mode(): PlannerMode {
    return this.#mode
  }

  plan(messages: readonly BatchMessage[]): BatchPlan {
    let out: Change[] = []
    let txids: string[] = []
    let reset = false
    let forgetOffset = false
    let upToDate = false
    for (const m of messages) {
      const change = asChange(m)
      if (change) {
        const refetching = this.#mode === 'refetching'
        ;(refetching ? this.#buffer : out).push(change)
        ;(refetching ? this.#bufferTxids : txids).push(...txidsOf(m))
        continue
      }
      switch (control(m)) {
        case 'must-refetch':
          // Everything before this point belongs to a shape log that no longer exists.
          this.#mode = 'refetching'
          this.#buffer = []
          this.#bufferTxids = []
          out = []
          txids = []
          reset = false
          forgetOffset = true
          break
        case 'up-to-date':
          upToDate = true
          if (this.#mode === 'refetching') {
            reset = true
            out = [...this.#buffer, ...out]
            txids = [...this.#bufferTxids, ...txids]
            this.#buffer = []
            this.#bufferTxids = []
            this.#mode = 'live'
          }
          break
      }
    }
    if (this.#mode === 'refetching') return { kind: 'buffer', forgetOffset }
    const statements = statementsFor(this.table, out)
    return { kind: 'apply', reset, statements, upToDate, txids: [...new Set(txids)] }
  }
}
