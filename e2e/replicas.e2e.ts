// Past one machine: two app processes (replicas behind one address, as a load balancer would
// have them) on one PostgreSQL, one sync service (the standalone engine behind ELECTRIC_URL) and
// one S3-compatible bucket (s3rver, checking every SigV4 signature). What one replica writes must reach
// a browser connected to the other live, and what is uploaded through one is served by the other.
import { readdir } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import WebSocket from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, recordPageErrors, signIn } from './support/browser'
import { ADMIN, EMPLOYEE, startServer, startSyncEngine, type RunningEngine, type RunningServer } from './support/server'
import { createTestDatabase } from '../server/test/pg'
import { startTestS3, type TestS3 } from '../server/test/s3-server'
import { freePort } from './support/processes'
import { eventsHeading } from './support/events'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'

const ELECTRIC_SECRET = 'e2e-electric-secret'

let browser: Browser
let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined
let s3: TestS3
let engine: RunningEngine | undefined
let a: RunningServer | undefined
let b: RunningServer | undefined

beforeAll(async () => {
  browser = await launchBrowser()
  s3 = await startTestS3()
  db = await createTestDatabase('intranet_e2e')
  const enginePort = await freePort()
  const shared = {
    ELECTRIC_URL: `http://127.0.0.1:${enginePort}`,
    ELECTRIC_SECRET,
    STORAGE_S3_ENDPOINT: s3.endpoint,
    STORAGE_S3_BUCKET: s3.bucket,
    STORAGE_S3_REGION: s3.region,
    STORAGE_S3_ACCESS_KEY_ID: s3.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    STORAGE_S3_FORCE_PATH_STYLE: 'true',
  }
  // One after the other, as a rolling start would: the first migrates and seeds.
  a = await startServer({ databaseUrl: db.url, env: shared })
  b = await startServer({ databaseUrl: db.url, env: shared })
  engine = await startSyncEngine({ databaseUrl: db.url, port: enginePort, env: { ELECTRIC_SECRET } })
})

afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await engine?.stop()
  await db?.drop()
  await s3?.close()
  await browser?.close()
})

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const [name, p] of [['replica A', a], ['replica B', b], ['sync engine', engine]] as const) {
      if (p) console.error(`── last output of ${name} ──\n${p.output().slice(-4000)}`)
    }
  })
})

async function addEventThrough(server: RunningServer, cookie: string, title: string) {
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString()
  const res = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ title, date, location: 'Kantinen, Vejle', description: 'Oprettet gennem den anden replika' }),
  })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
}

describe('two replicas on one database, one sync service and one bucket', () => {
  it('both replicas say where uploads go: the bucket, not their own disk', () => {
    for (const server of [a!, b!]) expect(server.output()).toContain(`[storage] uploads in S3 bucket ${s3.bucket}`)
  })

  it("an event written through replica B appears live in a browser connected to replica A", async () => {
    const ctx = await newContext(browser, a!.url)
    try {
      const page = await ctx.newPage()
      const errors = recordPageErrors(page)
      await signIn(page, EMPLOYEE.email, EMPLOYEE.password)
      await page.goto('/events')
      await step(page, 'employee opens /events on replica A', () => eventsHeading(page).waitFor(), errors)
      await page.evaluate(() => ((window as any).__e2eNoReload = true))
      // Everything the page talks to is replica A: shapes, the live socket, the API.
      const hosts = new Set<string>()
      page.on('request', (req) => hosts.add(new URL(req.url()).host))
      page.on('websocket', (ws) => hosts.add(new URL(ws.url()).host))

      const admin = await signInApi(b!.url, ADMIN.email, ADMIN.password)
      const title = `Replika B arrangement ${Date.now().toString(36)}`
      await addEventThrough(b!, admin, title)

      await step(page, 'the event written through B shows on A without a reload', () => page.getByText(title).first().waitFor({ timeout: 30_000 }), errors)
      expect(await page.evaluate(() => (window as any).__e2eNoReload)).toBe(true)
      expect([...hosts].filter((h) => h !== new URL(a!.url).host)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it("replica A's change notices (WebSocket) announce a write made through replica B", async () => {
    const employeeOnA = await signInApi(a!.url, EMPLOYEE.email, EMPLOYEE.password)
    const admin = await signInApi(b!.url, ADMIN.email, ADMIN.password)
    const ws = new WebSocket(`${a!.url.replace(/^http/, 'ws')}/api/shapes/live`, { headers: { cookie: employeeOnA, origin: a!.url } })
    const notices: string[] = []
    ws.on('message', (data) => notices.push(String(data)))
    try {
      await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)))
      ws.send(JSON.stringify({ type: 'watch', shapes: ['events'] }))
      // Every change after the server's confirmation is announced.
      const deadline = Date.now() + 15_000
      while (!notices.some((n) => JSON.parse(n).type === 'watching') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(notices.map((n) => JSON.parse(n).type)).toEqual(['watching'])
      let heard = false
      // Each attempt is a real write through B; a second one only covers a slow change pass.
      for (let attempt = 0; attempt < 3 && !heard; attempt++) {
        await addEventThrough(b!, admin, `Besked fra B ${attempt} ${Date.now().toString(36)}`)
        const until = Date.now() + 15_000
        while (!heard && Date.now() < until) {
          heard = notices.some((n) => JSON.parse(n).type === 'changed' && JSON.parse(n).shape === 'events')
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      expect(heard, `notices from A: ${JSON.stringify(notices)}`).toBe(true)
    } finally {
      ws.close()
    }
  })

  it('a profile photo uploaded through replica A is served by replica B, byte for byte', async () => {
    const onA = await signInApi(a!.url, EMPLOYEE.email, EMPLOYEE.password)
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'profil.png')
    const uploaded = await fetch(`${a!.url}/api/profile/image`, { method: 'POST', headers: { cookie: onA, origin: a!.url }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const { image } = (await uploaded.json()) as { image: string }
    const key = image.slice('/api/files/'.length)

    const inBucket = await s3.object(key)
    expect(inBucket, 'the resized photo is in the bucket').not.toBeNull()
    // Nothing landed on replica A's own disk.
    const onDisk = await readdir(`${a!.dataDir}/storage`, { recursive: true }).catch(() => [])
    expect(onDisk).toEqual([])

    // Another person, signed in on the other replica.
    const adminOnB = await signInApi(b!.url, ADMIN.email, ADMIN.password)
    const fromA = Buffer.from(await (await fetch(`${a!.url}${image}`, { headers: { cookie: onA } })).arrayBuffer())
    const res = await fetch(`${b!.url}${image}`, { headers: { cookie: adminOnB } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const fromB = Buffer.from(await res.arrayBuffer())
    expect(fromB.equals(inBucket!)).toBe(true)
    expect(fromB.equals(fromA)).toBe(true)
    const ranged = await fetch(`${b!.url}${image}`, { headers: { cookie: adminOnB, range: 'bytes=0-15' } })
    expect(ranged.status).toBe(206)
    expect(Buffer.from(await ranged.arrayBuffer()).equals(inBucket!.subarray(0, 16))).toBe(true)

    // And the photo shows in a browser on B.
    const ctx = await newContext(browser, b!.url)
    try {
      const page = await ctx.newPage()
      await signIn(page, ADMIN.email, ADMIN.password)
      const loaded = await page.evaluate(async (src) => {
        const img = new Image()
        img.src = src
        await img.decode()
        return img.naturalWidth
      }, image)
      expect(loaded).toBe(512)
    } finally {
      await ctx.close()
    }
  })
})
