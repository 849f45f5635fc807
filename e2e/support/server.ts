// The real app as a child process, as `npm start` runs it (the server's bundle, rebuilt here
// when a source is newer), on a free port, on a fresh embedded database (temp DATA_DIR) or a
// fresh PostgreSQL database, optionally with ELECTRIC_URL.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { bundleServerIfStale, SERVER_BUNDLE } from '../../server/build/bundle'
import { createTestDatabase } from '../../server/test/pg'
import { BIN, ROOT } from './paths'
import { freePort, startProcess, waitForHttp, type Managed } from './processes'

export const ADMIN = { email: 'admin@demo.dk', password: 'demo1234' }
/** Demo employees get random passwords unless DEMO_PASSWORD is set (server/seed/seed.ts); the tests set it. */
export const DEMO_PASSWORD = 'demo1234'
export const EMPLOYEE = { email: 'mette.jensen@demo.dk', password: DEMO_PASSWORD }

export interface RunningServer {
  url: string
  port: number
  /** Process id (and process group id) of the server's process. */
  pid: number
  dataDir: string
  /** The PostgreSQL database, when running in PostgreSQL mode. */
  databaseUrl?: string
  output(): string
  stop(): Promise<void>
}

export interface StartServerOptions {
  /** Use this PostgreSQL database (not dropped by stop()). */
  databaseUrl?: string
  /** Create a fresh PostgreSQL database for this server and drop it in stop(). */
  postgres?: boolean
  env?: Record<string, string | undefined>
  port?: number
  readyTimeoutMs?: number
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'intranet-e2e-'))
  let db: { url: string; drop(): Promise<void> } | undefined
  let databaseUrl = options.databaseUrl
  if (!databaseUrl && options.postgres) {
    db = await createTestDatabase('intranet_e2e')
    databaseUrl = db.url
  }
  const env: Record<string, string | undefined> = {
    NODE_ENV: undefined, // as under `npm start`, not vitest's 'test'
    PORT: String(port),
    DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, 'storage'),
    APP_URL: url,
    BETTER_AUTH_URL: url,
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    DATABASE_URL: databaseUrl,
    ELECTRIC_URL: undefined,
    ELECTRIC_SECRET: undefined,
    SMTP_URL: undefined,
    // The browser tests build their own content on top of the demo people and events.
    SEED_DEMO_WORK: 'false',
    DEMO_PASSWORD,
    ...options.env,
  }
  const proc = startProcess(`server:${port}`, process.execPath, ['--enable-source-maps', await bundleServerIfStale()], env)
  const cleanup = async () => {
    await proc.stop()
    await rm(dataDir, { recursive: true, force: true }).catch(() => {})
    await db?.drop().catch((err) => console.error('[e2e] drop database failed:', err.message))
  }
  try {
    await waitForHttp(
      proc,
      `${url}/api/health`,
      async (res) => res.ok && (await res.json().catch(() => ({})))?.status === 'ok',
      options.readyTimeoutMs ?? 150_000,
      `server (${path.relative(ROOT, SERVER_BUNDLE)} on port ${port})`,
    )
  } catch (err) {
    await cleanup()
    throw err
  }
  return { url, port, pid: proc.child.pid!, dataDir, databaseUrl, output: proc.output, stop: cleanup }
}

export interface RunningEngine {
  url: string
  port: number
  proc: Managed
  output(): string
  stop(): Promise<void>
}

/** The embedded shape engine as its own process (`npm run sync` = tsx sync/engine/standalone.ts). */
export async function startSyncEngine(options: {
  databaseUrl: string
  port?: number
  env?: Record<string, string | undefined>
}): Promise<RunningEngine> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const proc = startProcess(`sync:${port}`, BIN('tsx'), ['sync/engine/standalone.ts'], {
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: undefined,
    ...options.env,
  })
  // Electric's health endpoint: 200 when serving (202 while starting).
  await waitForHttp(proc, `${url}/v1/health`, (res) => res.status === 200, 90_000, `sync engine on port ${port}`)
  return { url, port, proc, output: proc.output, stop: () => proc.stop() }
}
