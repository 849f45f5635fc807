// `npm start`: configuration → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations →
// auth → demo seed → shapes (embedded engine, or ELECTRIC_URL) → HTTP on PORT.
import path from 'node:path'
import { cacheAgesFrom, createShapeEngine, type ShapeEngine } from '../sync/engine/index'
import { createApp } from './app'
import { serveApp } from './http/serve'
import { createAuth } from './auth/auth'
import { createMailer } from './auth/mailer'
import { ensureAuthSecret } from './auth/secret'
import { openDatabase } from './db/connect'
import { migrate } from './db/migrate'
import { loadEnv } from './env'
import { seedDemo } from './seed/seed'
import { printWelcome } from './seed/welcome'
import { embeddedUpstream, httpUpstream } from './shapes/upstream'
import { createS3Storage, createStorage, s3ConfigFromEnv } from './storage'
import { startTranscriptionSweeper } from './features/transcriptions/sweeper'
import { attachLiveNotifier } from './shapes/live-notifier'
import { engineChangeFeed, upstreamChangeFeed } from './shapes/change-feed'
import { createSessionViewer } from './auth/session-viewer'
import { startDigestScheduler } from './features/notifications/digest'
import { startPushSender } from './features/push/sender'
import { ensureVapidDetails } from './features/push/vapid'
import { readBuildId } from './http/build-id'
import { CLIENT_DIR } from './static'
import { limitHeapGrowth } from './heap-growth'

limitHeapGrowth()

const env = (() => {
  try {
    return loadEnv(process.env)
  } catch (err) {
    // A configuration mistake, not a crash: the message alone says what to set.
    console.error(`[env] ${(err as Error).message}`)
    process.exit(1)
  }
})()
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db') })
console.log(env.DATABASE_URL ? '[db] PostgreSQL (DATABASE_URL)' : `[db] embedded PGlite in ${path.join(env.DATA_DIR, 'db')}`)

const applied = await migrate(db.sql)
if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`)

const secret = await ensureAuthSecret(db.kysely, env.BETTER_AUTH_SECRET)
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
const auth = createAuth({ db, env, secret, mailer })
await seedDemo({ db, auth, env })

let engine: ShapeEngine | undefined
if (env.ELECTRIC_URL) {
  console.log(`[sync] shapes from ${env.ELECTRIC_URL}`)
} else {
  engine = await createShapeEngine({ sql: db.sql, cacheAges: cacheAgesFrom(process.env) })
}
const shapeUpstream = env.ELECTRIC_URL ? httpUpstream(env.ELECTRIC_URL, env.ELECTRIC_SECRET) : embeddedUpstream(engine!)

// Object storage when configured: replicas behind one address must all serve every upload.
const s3Config = s3ConfigFromEnv(env)
const storage = s3Config ? createS3Storage(s3Config) : createStorage(env.STORAGE_DIR)
console.log(`[storage] uploads in ${storage.describe}`)
// The open pages compare it with their own and offer the new version (client/src/offline/new-version.ts).
const buildId = readBuildId(CLIENT_DIR, env.INTRANET_BUILD_ID)
if (buildId) console.log(`[http] serving client build ${buildId}`)
// Web Push keys, read (or made) once: the routes hand out the public half, the sender signs with them.
const vapid = await ensureVapidDetails(db.kysely, env)
const app = createApp({ env, db, auth, shapeUpstream, storage, mailer, buildId, vapid })
const transcriber = startTranscriptionSweeper({ db, storage, env })
// Web Push to subscribed phones, sent after the commit of each notice (features/push).
const pushes = await startPushSender({ db, vapid })
const digests = startDigestScheduler({ db, mailer, appUrl: env.APP_URL, companyName: env.COMPANY_NAME })
const server = serveApp({ fetch: app.fetch, port: env.PORT }, async (info) => {
  console.log(`[http] listening on http://localhost:${info.port}`)
  await printWelcome({ auth, db, env, url: env.APP_URL }).catch((err) => console.error('[seed] welcome:', err.message))
})

// One WebSocket per browser announces changes to every shape it holds.
const changeFeed = engine ? engineChangeFeed(engine) : upstreamChangeFeed(shapeUpstream)
const liveNotifier = attachLiveNotifier(server, {
  getViewer: createSessionViewer(db),
  feed: changeFeed,
  upstream: shapeUpstream,
  sameOrigin: { appUrl: env.APP_URL, trustProxy: env.TRUST_PROXY },
  buildId,
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`[http] ${signal}: shutting down`)
  // Open long-polls would keep close() waiting for up to 20 s; a hard stop after 5 s.
  const force = setTimeout(() => process.exit(0), 5_000)
  force.unref()
  liveNotifier.close()
  changeFeed.close()
  digests.stop()
  await pushes.stop().catch((err) => console.error('[push] stop:', err.message))
  server.close()
  ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
  await transcriber.stop().catch(() => {})
  await engine?.close().catch((err) => console.error('[sync] close:', err.message))
  await db.close().catch((err) => console.error('[db] close:', err.message))
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
