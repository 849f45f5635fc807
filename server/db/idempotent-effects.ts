// Marks an idempotency claim in the very transaction that makes the request's effect, so
// "the write committed" and "the key knows it" cannot come apart: if the server dies after
// the commit but before the answer is stored, the retry finds the mark and is answered
// instead of run again (server/http/idempotency.ts); a rollback takes the mark with it.
//
// The mark is written just before COMMIT, and only when the transaction wrote something
// (txid_current_if_assigned() is set by any insert, update, delete or row lock): a
// transaction that only read must not claim an effect the request has not made yet. Being
// the last statement, it holds the claim row's lock for an instant, so the heartbeat and
// the release of dead claims never wait behind a long write.
//
// A write outside a transaction (one auto-committed statement) in a keyed request is run
// in a transaction of its own, so it is marked too; plain selects are left alone.
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

export interface EffectScope {
  userId: string
  key: string
  /** The claim token of the request; only that claim may be marked. */
  claim: string
  /** Cleared when the request is done: work it left running is not part of its effect. */
  open: boolean
  /** Set when a write found its claim gone (released as abandoned): it was rolled back. */
  claimLost: boolean
}

const scopes = new AsyncLocalStorage<EffectScope>()

/** Runs a keyed request: every transaction committed inside marks the claim. */
export function runInEffectScope<T>(scope: EffectScope, fn: () => T): T {
  return scopes.run(scope, fn)
}

function openScope(): EffectScope | undefined {
  const scope = scopes.getStore()
  return scope?.open ? scope : undefined
}

export class ClaimLostError extends Error {
  constructor() {
    super('The idempotency claim was released before this write committed; the write was rolled back')
  }
}

// One round trip: mark if this transaction wrote, and say whether it wrote and was marked.
const MARK = `with marked as (
    update idempotency_keys set committed_txid = coalesce(committed_txid, pg_current_xact_id()::xid::text)
    where user_id = $1 and key = $2 and claim = $3 and txid_current_if_assigned() is not null
    returning 1)
  select txid_current_if_assigned() is not null as wrote, (select count(*) from marked)::int as marked`

async function markEffect(connection: DatabaseConnection, scope: EffectScope): Promise<void> {
  const { rows } = await connection.executeQuery<{ wrote: boolean; marked: number }>(
    CompiledQuery.raw(MARK, [scope.userId, scope.key, scope.claim]),
  )
  if (rows[0].wrote && rows[0].marked === 0) {
    // Our claim was taken for dead and released; its retry may be running the same write.
    // Committing now would make the effect twice.
    scope.claimLost = true
    throw new ClaimLostError()
  }
}

/** Reads cannot make an effect; anything else (raw SQL included) might. */
function mayWrite(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; with?: unknown }
  return !(node.kind === 'SelectQueryNode' && !node.with)
}

class EffectMarkingDriver implements Driver {
  readonly #inner: Driver
  readonly #wrapped = new WeakMap<DatabaseConnection, MarkingConnection>()
  /** Connections (the driver's own) with a transaction open. */
  readonly #inTransaction = new WeakSet<DatabaseConnection>()

  constructor(inner: Driver) {
    this.#inner = inner
  }

  init(...args: Parameters<Driver['init']>) {
    return this.#inner.init(...args)
  }

  destroy(...args: Parameters<Driver['destroy']>) {
    return this.#inner.destroy(...args)
  }

  async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection(...args)
    let wrapped = this.#wrapped.get(connection)
    if (!wrapped) {
      wrapped = new MarkingConnection(connection, this)
      this.#wrapped.set(connection, wrapped)
    }
    return wrapped
  }

  releaseConnection(...[connection, ...rest]: Parameters<Driver['releaseConnection']>) {
    return this.#inner.releaseConnection(unwrap(connection), ...rest)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.#inner.beginTransaction(unwrap(connection), settings)
    this.#inTransaction.add(unwrap(connection))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const inner = unwrap(connection)
    const scope = openScope()
    // A failed mark leaves the transaction open; Kysely rolls it back.
    if (scope) await markEffect(inner, scope)
    try {
      await this.#inner.commitTransaction(inner)
    } finally {
      this.#inTransaction.delete(inner)
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const inner = unwrap(connection)
    try {
      await this.#inner.rollbackTransaction(inner)
    } finally {
      this.#inTransaction.delete(inner)
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    if (!this.#inner.savepoint) throw new Error('savepoints are not supported by this driver')
    return this.#inner.savepoint(unwrap(connection), name, compile)
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    if (!this.#inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver')
    return this.#inner.rollbackToSavepoint(unwrap(connection), name, compile)
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    if (!this.#inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver')
    return this.#inner.releaseSavepoint(unwrap(connection), name, compile)
  }

  /** A statement on a connection outside a transaction, in a keyed request. */
  async executeMarked<R>(inner: DatabaseConnection, run: () => Promise<QueryResult<R>>): Promise<QueryResult<R>> {
    const scope = openScope()
    if (!scope || this.#inTransaction.has(inner)) return run()
    await this.#inner.beginTransaction(inner, {})
    try {
      const result = await run()
      await markEffect(inner, scope)
      await this.#inner.commitTransaction(inner)
      return result
    } catch (err) {
      await this.#inner.rollbackTransaction(inner).catch(() => {})
      throw err
    }
  }
}

// Kysely 0.29 probes these optional methods to abort a query (0.28 has none of them).
const ABORT_METHODS = ['cancelQuery', 'collectSessionInfo', 'killSession'] as const
type AbortMethods = Partial<Record<(typeof ABORT_METHODS)[number], (...args: unknown[]) => Promise<void>>>

class MarkingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection
  readonly #driver: EffectMarkingDriver

  constructor(inner: DatabaseConnection, driver: EffectMarkingDriver) {
    this.inner = inner
    this.#driver = driver
    // Offered only if the driver has them: Kysely takes their presence as support.
    for (const name of ABORT_METHODS) {
      const method = (inner as AbortMethods)[name]
      if (method) (this as AbortMethods)[name] = (...args) => method.apply(inner, args)
    }
  }

  // Parameters<…> rather than a written signature: 0.29 adds an options argument 0.28 lacks.
  executeQuery<R>(...args: Parameters<DatabaseConnection['executeQuery']>): Promise<QueryResult<R>> {
    const run = () => this.inner.executeQuery<R>(...args)
    return mayWrite(args[0]) ? this.#driver.executeMarked(this.inner, run) : run()
  }

  streamQuery<R>(...args: Parameters<DatabaseConnection['streamQuery']>) {
    return this.inner.streamQuery<R>(...args)
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof MarkingConnection ? connection.inner : connection

/** The dialect with every committed write in a keyed request marking its claim. */
export function markingEffects(dialect: Dialect): Dialect {
  return {
    createDriver: () => new EffectMarkingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  }
}
