// PGlite boot in a module worker in chromium, per storage: IndexedDB (`idb://`) against the OPFS
// access-handle pool (`opfs-ahp://`), both with relaxedDurability as the app runs it. Figures:
// first boot on an empty store, filling ~20 MB, and warm boots (a fresh worker on the filled
// store, as on a reload) until the first query answers. JSON on stdout.
//   npx tsx bench/pglite-boot.ts      Env: BENCH_BOOT_RUNS=5  BENCH_BOOT_MB=20
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import http from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../e2e/support/browser'
import { CHROMIUM, ROOT } from '../e2e/support/paths'
import { summary } from './stats'

const RUNS = Number(process.env.BENCH_BOOT_RUNS ?? 5)
const MB = Number(process.env.BENCH_BOOT_MB ?? 20)
const PGLITE = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'dist')

// Each message boots one PGlite, optionally fills it, times the first query, and closes it.
const WORKER = `
import { PGlite } from '/pglite/index.js'
onmessage = async ({ data: { dataDir, fillRows } }) => {
  try {
    const t0 = performance.now()
    const db = await PGlite.create({ dataDir, relaxedDurability: true })
    const boot = performance.now() - t0
    let fill = null
    if (fillRows) {
      const f0 = performance.now()
      await db.exec('create table if not exists t (id int primary key, body text)')
      // ~200 bytes a row, in batches like sync's transactions
      for (let i = 0; i < fillRows; i += 10000) {
        await db.exec(\`insert into t select g, repeat(md5(g::text), 6) from generate_series(\${i + 1}, \${Math.min(i + 10000, fillRows)}) g\`)
      }
      // close() does not wait for a relaxed IndexedDB flush: persist explicitly, or nothing is kept
      await db.fs.syncToFs(false)
      fill = performance.now() - f0
    }
    const q0 = performance.now()
    const rows = (await db.query('select count(*)::int as n from t').catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n
    const firstQuery = performance.now() - q0
    const c0 = performance.now()
    await db.close()
    postMessage({ boot, fill, firstQuery, rows, close: performance.now() - c0, total: performance.now() - t0 })
  } catch (err) {
    postMessage({ error: String(err && err.stack || err) })
  }
}
`

function serve(): Promise<{ url: string; close(): void }> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>boot</title>')
    if (url.pathname === '/worker.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(WORKER)
    if (url.pathname.startsWith('/pglite/')) {
      const file = path.join(PGLITE, path.normalize(url.pathname.slice('/pglite/'.length)))
      const info = await stat(file).catch(() => null)
      if (file.startsWith(PGLITE) && info?.isFile()) {
        const type = file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream'
        res.writeHead(200, { 'content-type': type, 'content-length': info.size, 'cache-control': 'max-age=3600' })
        return createReadStream(file).pipe(res)
      }
    }
    res.writeHead(404).end()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
    }),
  )
}

type Result = { boot: number; fill: number | null; firstQuery: number; rows: number; close: number; total: number; error?: string }

async function main() {
  const site = await serve()
  const profile = await mkdtemp(path.join(os.tmpdir(), 'intranet-pglite-boot-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  const run = async (dataDir: string, fillRows = 0): Promise<Result> => {
    const page = await context.newPage()
    try {
      await page.goto(site.url)
      const result = await page.evaluate(
        ({ dataDir, fillRows }) =>
          new Promise<Result>((resolve) => {
            const worker = new Worker('/worker.js', { type: 'module' })
            worker.onmessage = (e) => resolve(e.data)
            worker.onerror = (e) => resolve({ error: e.message } as Result)
            worker.postMessage({ dataDir, fillRows })
          }),
        { dataDir, fillRows },
      )
      if (result.error) throw new Error(`${dataDir}: ${result.error}`)
      return result
    } finally {
      await page.close()
    }
  }
  const round = (r: Result) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v]))
  const report: Record<string, unknown> = { what: `PGlite in a module worker, relaxedDurability; warm = a new worker on ~${MB} MB of rows; ms`, runs: RUNS }
  try {
    await run('idb://warmup') // the wasm into the HTTP cache, so both storages start alike
    for (const scheme of ['idb', 'opfs-ahp']) {
      const first = await run(`${scheme}://empty`)
      const filled = await run(`${scheme}://filled`, Math.round((MB * 1e6) / 200))
      const warm: Result[] = []
      for (let i = 0; i < RUNS; i++) warm.push(await run(`${scheme}://filled`))
      report[scheme] = {
        first_boot_empty: round(first),
        fill: round(filled),
        warm_boot: summary(warm.map((w) => w.boot)),
        warm_boot_to_first_query: summary(warm.map((w) => w.boot + w.firstQuery)),
        warm_rows: warm[0]?.rows,
      }
      console.error(`[pglite-boot] ${scheme}`, JSON.stringify(report[scheme]))
    }
    const page = await context.newPage()
    await page.goto(site.url)
    const usage = await page.evaluate(() => navigator.storage.estimate())
    report.storage_estimate_mb = Math.round((usage.usage ?? 0) / 1e6)
  } finally {
    await context.close()
    site.close()
    await rm(profile, { recursive: true, force: true })
  }
  console.log(JSON.stringify(report, null, 2))
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
