// The real app on a real database for server tests: a fresh in-memory PGlite (or the given
// PostgreSQL database), all migrations, one admin and one employee created through
// better-auth. Nothing is mocked; requests go through app.request().
import type { Hono } from 'hono'
import { createApp } from '../app'
import { createAuth, type Auth } from '../auth/auth'
import { createMailer } from '../auth/mailer'
import { ensureAuthSecret } from '../auth/secret'
import { openDatabase, type Database } from '../db/connect'
import { migrate } from '../db/migrate'
import { loadEnv, type Env } from '../env'
import { createPerson } from '../seed/users'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createStorage, type LocalStorage, type Storage } from '../storage'
import { embeddedUpstream, type ShapeUpstream } from '../shapes/upstream'
import { createShapeEngine, type ShapeEngine } from '../../sync/engine'

export const TEST_PASSWORD = 'test-password-1'
export const TEST_ADMIN = { email: 'admin@test.dk', name: 'Alma Admin', password: TEST_PASSWORD }
export const TEST_EMPLOYEE = { email: 'erik.ansat@test.dk', name: 'Erik Ansat', password: TEST_PASSWORD }
/** The Origin a browser on the app would send; better-auth checks it on cookie-carrying POSTs. */
export const TEST_ORIGIN = 'http://localhost:3000'

export interface TestServer<S extends Storage = LocalStorage> {
  app: Hono
  db: Database
  auth: Auth
  env: Env
  adminId: string
  employeeId: string
  /** Uploads go to a fresh temporary directory, removed by close(), unless a backend was given. */
  storage: S
  /** The embedded shape engine when created with `sync: 'embedded'`. */
  engine: ShapeEngine | null
  /** Everything the server logged (reset links when there is no SMTP). */
  logs: string[]
  /** Signs in through POST /api/auth/sign-in/email and returns the Cookie header to send. */
  cookieFor(email: string, password?: string): Promise<string>
  /** app.request with JSON body and headers filled in; `headers` adds to them (a proxy's X-Forwarded-For, a user agent). */
  request(path: string, init?: { method?: string; cookie?: string; json?: unknown; body?: string; headers?: Record<string, string> }): Promise<Response>
  close(): Promise<void>
}

/** The Cookie header a browser would send back after this answer (e.g. a sign-in). */
export const cookieHeaderOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

let addressCounter = 0
/** A distinct client address per sign-in, so per-address rate limits never trip in tests. */
const nextAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`

export interface TestServerOptions {
  databaseUrl?: string
  env?: Record<string, string>
  /** 'embedded' runs the shape engine in-process; a ShapeUpstream points the proxy elsewhere. */
  sync?: 'embedded' | ShapeUpstream
}

export async function createTestServer(options?: TestServerOptions): Promise<TestServer>
/** With another storage backend (object storage) instead of a temporary directory. */
export async function createTestServer<S extends Storage>(options: TestServerOptions & { storage: S }): Promise<TestServer<S>>
export async function createTestServer(options: TestServerOptions & { storage?: Storage } = {}): Promise<TestServer<Storage>> {
  const env = loadEnv({ APP_URL: TEST_ORIGIN, TRUST_PROXY: 'true', SEED_DEMO: 'false', SIGN_IN_RATE_LIMIT: '10', ...options.env })
  const db = await openDatabase({ databaseUrl: options.databaseUrl })
  let engine: ShapeEngine | null = null
  const storageDir = mkdtempSync(path.join(tmpdir(), 'intranet-files-'))
  const storage = options.storage ?? createStorage(storageDir)
  const removeStorage = () => rmSync(storageDir, { recursive: true, force: true })
  const logs: string[] = []
  const log = (line: string) => void logs.push(line)
  try {
    await migrate(db.sql)
    const secret = await ensureAuthSecret(db.kysely, env.BETTER_AUTH_SECRET)
    const mailer = createMailer({ from: env.MAIL_FROM, log })
    const auth = createAuth({ db, env, secret, mailer, log })
    const adminId = await createPerson(auth, db, { ...TEST_ADMIN, role: 'admin', profile: { title: 'Direktør' } })
    const employeeId = await createPerson(auth, db, { ...TEST_EMPLOYEE, role: 'user', profile: { title: 'Tømrer' } })
    if (options.sync === 'embedded') engine = await createShapeEngine({ sql: db.sql, longPollMs: 1000 })
    const shapeUpstream = engine ? embeddedUpstream(engine) : typeof options.sync === 'function' ? options.sync : undefined
    const app = createApp({ env, db, auth, shapeUpstream, storage, mailer })

    const request: TestServer['request'] = (path, init = {}) => {
      const headers: Record<string, string> = { origin: TEST_ORIGIN }
      if (init.cookie) headers.cookie = init.cookie
      if (init.json !== undefined || init.body !== undefined) headers['content-type'] = 'application/json'
      Object.assign(headers, init.headers)
      const body = init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined)
      return Promise.resolve(app.request(path, { method: init.method ?? 'GET', headers, body }))
    }

    return {
      app, db, auth, env, engine, storage, adminId, employeeId, logs, request,
      async cookieFor(email, password = TEST_PASSWORD) {
        const res = await app.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ email, password }),
        })
        if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`)
        return cookieHeaderOf(res)
      },
      async close() {
        await engine?.close()
        await db.close()
        removeStorage()
      },
    }
  } catch (err) {
    await engine?.close()
    await db.close()
    removeStorage()
    throw err
  }
}
