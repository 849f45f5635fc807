// The engine as its own process (`npm run sync`), serving Electric's `GET /v1/shape`, so the
// app's proxy talks to it over HTTP exactly as it would to the Electric sync service.
//   DATABASE_URL  PostgreSQL to read (required unless DATA_DIR names an unused PGlite dir)
//   PORT          default 3001
//   ELECTRIC_SECRET  when set, requests must carry ?secret= (Electric's name for it)
//   ELECTRIC_SHAPE_CHUNK_BYTES_THRESHOLD  response size past which a response ends (10 MiB)
//   ELECTRIC_CACHE_MAX_AGE / ELECTRIC_CACHE_STALE_AGE  a catch-up's cache lifetimes (60 / 300 s)
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { openSqlDatabase } from './database'
import { migrate } from './migrate'
import { createShapeEngine } from './engine'
import { cacheAgesFrom } from './responses'

const port = Number(process.env.PORT ?? 3001)
const secret = process.env.ELECTRIC_SECRET
const db = await openSqlDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data/db' })
await migrate(db.sql)
// SYNC_AUTO_TRACK=true: serve any table, installing capture on first request (as Electric does;
// off by default so only tables a migration tracked are ever readable).
const chunkBytes = Number(process.env.ELECTRIC_SHAPE_CHUNK_BYTES_THRESHOLD) || undefined
const engine = await createShapeEngine({
  sql: db.sql,
  autoTrack: process.env.SYNC_AUTO_TRACK === 'true',
  chunkBytes,
  cacheAges: cacheAgesFrom(process.env),
})

const app = new Hono()
app.get('/v1/health', (c) => c.json({ status: 'active' }))
// POST carries a subset snapshot's parameters in its body; DELETE drops a shape.
app.on(['GET', 'POST', 'DELETE'], '/v1/shape', (c) => {
  if (secret && c.req.query('secret') !== secret && c.req.query('api_secret') !== secret) {
    return c.json({ message: 'Unauthorized' }, 401)
  }
  return engine.handle(c.req.raw)
})

const server = serve({ fetch: app.fetch, port }, (info) => console.log(`[sync] shape engine on http://localhost:${info.port}/v1/shape`))

const shutdown = async () => {
  server.close()
  await engine.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
