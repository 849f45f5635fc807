// `npm run bench -- large-firm`: a firm of 2,000 people with five years of content, in a
// fresh PostgreSQL database, the production build on it (in-process engine, DATABASE_URL), and
// what a user feels in chromium: cold and 4G-cold first visit, bytes, local storage, warm
// reload, click → content per page, the admin's approved posts, long tasks, browser memory,
// and write → another browser's screen (the employee and the admin on / while colleagues write).
//
// Env: BENCH_RUNS=N repeats the browser measurements on the same database (medians at the end).
//      BENCH_LIVE_WRITES=5 writes per kind in the live step (and BENCH_LIVE_* of live-screen.ts).
import pg from 'pg'
import { signInApi } from '../e2e/support/api'
import { buildClient, clientBuildIsFresh } from '../server/build/client'
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server'
import { createTestDatabase } from '../server/test/pg'
import { log, round } from './stats'
import { LIVE_WRITES, measureRun } from './large-firm/measure'
import { startNetProxy, type NetProxy } from './large-firm/net-proxy'
import { seedLargeFirm } from './large-firm/seed'
import { MARKERS } from './large-firm/texts'

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))

// SEED_DEMO=false: the app creates only the administrator, whose password hash the seed reuses.
const startApp = (databaseUrl: string) => startServer({ databaseUrl, env: { SEED_DEMO: 'false' }, readyTimeoutMs: 300_000 })

/** The app must serve the seeded rows: the newest news item is in the employee's news shape. */
async function servedCheck(app: RunningServer, cookie: string): Promise<boolean> {
  const res = await fetch(`${app.url}/api/shapes/company_news?offset=-1`, { headers: { cookie } })
  return res.ok && (await res.text()).includes(MARKERS.newestNews)
}

type Tree = { [k: string]: Tree | number | string | boolean | null | unknown[] }

/** The median of every number in the runs' reports, in the same shape. */
function medians(runs: Tree[]): Tree {
  const out: Tree = {}
  for (const key of Object.keys(runs[0] ?? {})) {
    const values = runs.map((r) => r[key])
    const objects = values.filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v))
    if (objects.length) {
      out[key] = medians(objects as Tree[]) // a run whose step timed out (null) has no say
    } else if (values.some((v) => typeof v === 'number')) {
      const nums = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b)
      const mid = Math.floor(nums.length / 2)
      out[key] = nums.length % 2 ? nums[mid] : round((nums[mid - 1] + nums[mid]) / 2)
    }
  }
  return out
}

export async function largeFirm() {
  if (!clientBuildIsFresh()) buildClient() // production build, as page-load and e2e use
  const db = await createTestDatabase('intranet_bench_firm')
  const pool = new pg.Pool({ connectionString: db.url, max: 2 })
  let app: RunningServer | undefined
  let proxy: NetProxy | undefined
  try {
    log('database', db.url)
    app = await startApp(db.url) // applies the migrations, creates the administrator
    await app.stop()
    const seeded = await seedLargeFirm(pool, ADMIN.email)
    log(`seeded in ${seeded.seconds} s`, JSON.stringify(seeded.counts))
    // A fresh start, as after years of use: the engine meets the rows in the tables.
    const started = Date.now()
    app = await startApp(db.url)
    const appStartMs = Date.now() - started
    const employeeCookie = await signInApi(app.url, MARKERS.employee.email, ADMIN.password)
    const adminCookie = await signInApi(app.url, ADMIN.email, ADMIN.password)
    const served = await servedCheck(app, employeeCookie).catch(() => false)
    log(`app up in ${appStartMs} ms; newest news served by /api/shapes/company_news: ${served}`)
    const { rows } = await pool.query<{ id: string }>(`select id from meetings order by meeting_date desc limit 1`)
    // The live step's writers: ordinary colleagues past the marker people, each confirms once.
    const colleagues = await pool.query<{ email: string }>(
      `select email from "user" where role = 'user' and id > 'lf-u-0003' order by id limit $1`,
      [LIVE_WRITES],
    )
    const writerCookies = await Promise.all(colleagues.rows.map((c) => signInApi(app!.url, c.email, ADMIN.password)))
    proxy = await startNetProxy(app.url)
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      log(`── large-firm run ${i + 1}/${RUNS}`)
      runs.push(await measureRun({ proxy, employeeCookie, adminCookie, writerCookies, newestMeetingId: rows[0].id }))
    }
    return {
      what:
        'Large firm. Employee (role user) unless marked admin. Page times: ms from navigation start (cold, warm) ' +
        'or from the click (click_to_content) until the seeded text is on the page; synced_ms: until the sync indicator ' +
        'says "Synkroniseret". Bytes: on the wire through a counting proxy (all targets: page, PGlite worker, service ' +
        'worker), by kind. 4G: the proxy throttles to 9/3 Mbit/s with 60 ms per request. Memory: chromium processes from /proc. ' +
        'live: ms from just before a colleague\'s API write until the change is drawn on each screen (live-screen.ts). ' +
        'upgrade: a release adds one column to one table (bench/large-firm/upgrade.ts); its bytes beside the cold visit\'s.',
      app: { mode: 'production client build, DATABASE_URL, in-process shape engine', start_ms: appStartMs, newest_news_served: served },
      dataset: { ...seeded.counts, seed_seconds: seeded.seconds },
      runs,
      median: RUNS > 1 ? medians(runs as unknown as Tree[]) : undefined,
    }
  } finally {
    await proxy?.close().catch(() => {})
    await app?.stop().catch(() => {})
    await pool.end().catch(() => {})
    await db.drop().catch((err) => log('drop database failed', (err as Error).message))
  }
}
