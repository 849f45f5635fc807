// The engine's narrow view of a database: plain SQL, a consistent read snapshot, and
// wake-ups on commit. Implemented over node-postgres and over PGlite (database.ts).

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>
}

export interface SqlClient extends Queryable {
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>
  /** Runs `fn` inside one REPEATABLE READ, read-only transaction. */
  snapshot<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Calls `onNotify` after every commit that NOTIFYs `channel`. Returns an unlisten function. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
}
