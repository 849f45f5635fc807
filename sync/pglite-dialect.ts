// Kysely over embedded PGlite. Kysely's own PGliteDialect exists only from 0.29, which needs
// Node 22; we run on Node 20 with kysely 0.28, so this is ours: PostgreSQL's adapter, compiler
// and introspector (PGlite is PostgreSQL) over a driver with PGlite's single connection.
//
// Two things matter for correctness:
// - One Kysely operation at a time (a mutex over the one connection): two transactions may not
//   interleave their statements on it, and a query outside a transaction may not land in one.
// - Transactions go through pglite.transaction(), which holds PGlite's own lock, so queries that
//   other code sends to the same PGlite directly (the shape engine, migrations) wait instead of
//   running inside our transaction.
// Written against the Driver interface as 0.28 and 0.29 both declare it.
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite

  constructor(config: { pglite: PGlite }) {
    this.#pglite = config.pglite
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite)
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Kysely's Dialect interface declares it
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection
  /** Resolves when the connection is free; each acquirer chains its own release onto it. */
  #free: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#free
    let release!: () => void
    this.#free = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.#release = release
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PGliteConnection).begin()
    // Inside pglite.transaction(), which has already sent BEGIN: settings apply to it.
    if (settings.isolationLevel || settings.accessMode) {
      const parts = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode]
      await connection.executeQuery(CompiledQuery.raw(`set transaction ${parts.filter(Boolean).join(' ')}`))
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('commit')
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('rollback')
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quote(name)}`))
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quote(name)}`))
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quote(name)}`))
  }

  // The PGlite instance belongs to the caller (connect.ts closes it); Kysely's destroy leaves it.
  async destroy(): Promise<void> {}
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/** Ends the callback of pglite.transaction(): resolve → COMMIT, reject → ROLLBACK. */
class RollbackRequested extends Error {}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite
  #tx: PGliteTransaction | undefined
  #finish: ((how: 'commit' | 'rollback') => void) | undefined
  #done: Promise<unknown> | undefined

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.#tx ?? this.#pglite).query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' })
    return {
      rows: result.rows ?? [],
      numAffectedRows: result.affectedRows != null ? BigInt(result.affectedRows) : undefined,
    }
  }

  // eslint-disable-next-line require-yield -- Kysely's Driver wants a stream; PGlite has none, so reading it fails
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite')
  }

  /** Opens pglite.transaction() and keeps its callback waiting until end() is called. */
  async begin(): Promise<void> {
    if (this.#tx) throw new Error('a transaction is already open on the PGlite connection')
    let begun!: () => void
    const started = new Promise<void>((resolve) => (begun = resolve))
    const finished = new Promise<'commit' | 'rollback'>((resolve) => (this.#finish = resolve))
    this.#done = this.#pglite.transaction(async (tx) => {
      this.#tx = tx
      begun()
      if ((await finished) === 'rollback') throw new RollbackRequested()
    })
    try {
      // BEGIN itself failed (the callback never ran): report that instead of waiting forever.
      await Promise.race([started, this.#done])
    } catch (err) {
      this.#tx = undefined
      this.#finish = undefined
      this.#done = undefined
      throw err
    }
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    const done = this.#done
    this.#finish?.(how)
    this.#tx = undefined
    this.#finish = undefined
    this.#done = undefined
    try {
      await done
    } catch (err) {
      if (!(err instanceof RollbackRequested)) throw err
    }
  }
}
