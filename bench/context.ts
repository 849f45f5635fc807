// What the benchmarks run against: a fresh PostgreSQL database per run, the app in PostgreSQL
// mode (migrates and seeds it), and the shape engine as its own process on the same database.
// Everything is started on first use and torn down by close().
import pg from 'pg'
import { createTestDatabase } from '../server/test/pg'
import { signInApi } from '../e2e/support/api'
import { ADMIN, EMPLOYEE, startServer, startSyncEngine, type RunningEngine, type RunningServer } from '../e2e/support/server'
import { log } from './stats'

/**
 * Where shape clients connect:
 *  - engine:    the standalone engine's /v1/shape?table=events directly
 *  - proxy:     the app's /api/shapes/events, the app proxying to the standalone engine (ELECTRIC_URL)
 *  - inprocess: the app's /api/shapes/events served by its in-process engine (a second app, same db)
 */
export type Target = 'engine' | 'proxy' | 'inprocess'

export interface ShapeEndpoint {
  target: Target
  url: string
  params?: Record<string, string>
  headers?: Record<string, string>
  /** Process group whose memory is the server side of this target. */
  pgid: number
}

export class BenchContext {
  private db?: { url: string; drop(): Promise<void> }
  private pool?: pg.Pool
  private engineP?: Promise<RunningEngine>
  private appP?: Promise<RunningServer>
  private inprocessP?: Promise<RunningServer>
  private cookies = new Map<string, string>()

  async databaseUrl(): Promise<string> {
    if (!this.db) {
      this.db = await createTestDatabase('intranet_bench')
      log('database', this.db.url)
    }
    return this.db.url
  }

  async sql(): Promise<pg.Pool> {
    if (!this.pool) this.pool = new pg.Pool({ connectionString: await this.databaseUrl(), max: 4 })
    return this.pool
  }

  /** The app (PostgreSQL mode, shapes proxied to the standalone engine). Migrates and seeds. */
  app(): Promise<RunningServer> {
    this.appP ??= (async () => {
      const databaseUrl = await this.databaseUrl()
      const engine = await this.engine() // migrates the database; the app then seeds it
      const started = Date.now()
      const app = await startServer({
        databaseUrl,
        env: { ELECTRIC_URL: engine.url, ELECTRIC_SECRET: 'bench-secret' },
      })
      log(`app up on ${app.url} in ${Date.now() - started} ms`)
      return app
    })()
    return this.appP
  }

  engine(): Promise<RunningEngine> {
    this.engineP ??= (async () => {
      // The standalone engine applies the migrations itself, like the app does.
      const started = Date.now()
      const engine = await startSyncEngine({
        databaseUrl: await this.databaseUrl(),
        env: { ELECTRIC_SECRET: 'bench-secret' },
      })
      log(`engine up on ${engine.url} in ${Date.now() - started} ms`)
      return engine
    })()
    return this.engineP
  }

  inprocessApp(): Promise<RunningServer> {
    this.inprocessP ??= (async () => {
      await this.app()
      return startServer({ databaseUrl: await this.databaseUrl(), env: { SEED_DEMO: 'false' } })
    })()
    return this.inprocessP
  }

  async cookie(server: RunningServer, who: 'admin' | 'employee' = 'employee'): Promise<string> {
    const key = `${server.url}|${who}`
    if (!this.cookies.has(key)) {
      const user = who === 'admin' ? ADMIN : EMPLOYEE
      this.cookies.set(key, await signInApi(server.url, user.email, user.password))
    }
    return this.cookies.get(key)!
  }

  async endpoint(target: Target): Promise<ShapeEndpoint> {
    if (target === 'engine') {
      const engine = await this.engine()
      return {
        target,
        url: `${engine.url}/v1/shape`,
        params: { table: 'events', secret: 'bench-secret' },
        pgid: engine.proc.child.pid!,
      }
    }
    const server = target === 'proxy' ? await this.app() : await this.inprocessApp()
    return {
      target,
      url: `${server.url}/api/shapes/events`,
      headers: { cookie: await this.cookie(server) },
      pgid: server.pid,
    }
  }

  async close(): Promise<void> {
    const settle = async <T>(p: Promise<T> | undefined, stop: (v: T) => Promise<void>) => {
      if (!p) return
      const v = await p.catch(() => undefined)
      if (v !== undefined) await stop(v).catch(() => {})
    }
    await this.pool?.end().catch(() => {})
    await settle(this.inprocessP, (s) => s.stop())
    await settle(this.appP, (s) => s.stop())
    await settle(this.engineP, (e) => e.stop())
    await this.db?.drop().catch((err) => log('drop database failed', err.message))
  }
}


