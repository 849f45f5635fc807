// `npm run bench -- live-9am`: 9 am at a 2,000-person firm. N simulated browsers
// (live-9am/browser.ts: the client's own sync minus PGlite — every held shape through the
// shared connections, one real session each, a first visit's sync, the change socket) open
// against one app process and then against two on the same database, ramping 250 → 2,000.
// At each step: every browser synced, then an administrator creates an event every ~2 s
// through the API and every browser notes when it reached its events stream (write → seen),
// then a quiet window with no writes (what 2,000 idle browsers cost the server). Between the
// two: the one process is restarted under all its browsers (all live again? a full resync?).
//
// Production-like: PostgreSQL (DATABASE_URL), in-process shape engine, no client build (no
// real browser here). Takes minutes; one Node process generates the load, so its own CPU is
// reported next to the server's: on a small machine the two compete. The generator needs
// some 3 MB and 3-5 open files per browser (~6 GB and ~10,000 files at 2,000).
//
// Env: BENCH_LIVE_STEPS=250,500,1000,2000  BENCH_9AM_WRITES=10  BENCH_9AM_WRITE_EVERY_MS=2000
//      BENCH_9AM_QUIET_S=20  BENCH_9AM_BATCH=50  BENCH_9AM_THREADS=2 (generator threads)
//      BENCH_9AM_TWO_PROCESSES=0 / BENCH_9AM_RESTART=0 skip those parts
//      BENCH_9AM_SERVER_NODE_OPTIONS='…' (NODE_OPTIONS of the app processes only)
//      (the steps keep their first name, BENCH_LIVE_STEPS; the rest are BENCH_9AM_*, since live-screen reads BENCH_LIVE_*)
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { signInApi } from '../e2e/support/api'
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server'
import { createTestDatabase } from '../server/test/pg'
import { shapeNames } from '../sync/shapes'
import { LIVE_SYNC_MODULE, now, PAGES, type PageName } from './live-9am/browser'
import { errorsOf, Fleet, type TallyData } from './live-9am/fleet'
import { cpuWindow, generatorRssMb, serverRss } from './live-9am/meter'
import { AUTH_SECRET, checkCookie, createSessions, seedFirm } from './live-9am/seed'
import { restart, type RestartResult, type Run } from './live-9am/restart'
import { PROBE, Writer, type Written } from './live-9am/writer'
import { log, round, sleep, summary } from './stats'

const numbers = (v: string | undefined, fallback: number[]) =>
  v ? v.split(',').map((x) => Number(x.trim())).filter((x) => x > 0) : fallback

const STEPS = numbers(process.env.BENCH_LIVE_STEPS, [250, 500, 1000, 2000]).sort((a, b) => a - b)
const WRITES = Math.max(1, Number(process.env.BENCH_9AM_WRITES ?? 10))
const WRITE_EVERY_MS = Number(process.env.BENCH_9AM_WRITE_EVERY_MS ?? 2_000)
const IDLE_S = Number(process.env.BENCH_9AM_QUIET_S ?? 20)
const BATCH = Math.max(1, Number(process.env.BENCH_9AM_BATCH ?? 50))
const THREADS = Math.max(1, Number(process.env.BENCH_9AM_THREADS ?? 2))
const TWO_PROCESSES = process.env.BENCH_9AM_TWO_PROCESSES !== '0'
const RESTART = process.env.BENCH_9AM_RESTART !== '0'
/** A write not seen within this long is missed. */
const MISSED_AFTER_MS = 15_000
/** A batch's first visits may take this long before the next batch opens anyway. */
const BATCH_SYNC_TIMEOUT_MS = 90_000
const STEP_SYNC_TIMEOUT_MS = 120_000

// SEED_DEMO=false: only the administrator, whose password the seeded people share. A known
// auth secret, so the seeded sessions' cookies can be signed.
const APP_ENV = {
  SEED_DEMO: 'false',
  SIGN_IN_RATE_LIMIT: '0',
  BETTER_AUTH_SECRET: AUTH_SECRET,
  // Node's own flags for the app processes only (a V8 memory setting, say), not the generator.
  ...(process.env.BENCH_9AM_SERVER_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_9AM_SERVER_NODE_OPTIONS }),
}
const startApp = (databaseUrl: string, port?: number) =>
  startServer({ databaseUrl, port, env: APP_ENV, readyTimeoutMs: 300_000 })

const perSecond = (tally: TallyData, seconds: number) => ({
  shape_requests: round(Object.values(tally.requests).reduce((a, b) => a + b, 0) / seconds),
  ...Object.fromEntries(Object.entries(tally.requests).map(([k, v]) => [k, round(v / seconds)])),
  aborted: round(tally.aborted / seconds),
  socket_notices: round(tally.notices / seconds),
})

/** Waits until these browsers finished their first sync, or the timeout. */
async function waitForFirstVisits(fleet: Fleet, ids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const times = await fleet.firstVisits(ids)
    if (times.every(Number.isFinite) || Date.now() > deadline) return times
    await sleep(250)
  }
}

/** One write every WRITE_EVERY_MS; then how long each browser took to see each. */
async function measureWrites(run: Run, label: string) {
  const written: Written[] = []
  for (let k = 0; k < WRITES; k++) {
    const t = now()
    written.push(await run.writer.write(label))
    const wait = WRITE_EVERY_MS - (now() - t)
    if (wait > 0 && k < WRITES - 1) await sleep(wait)
  }
  const ok = written.filter((w) => w.error === null)
  const titles = ok.map((w) => w.title)
  const expected = titles.length * run.fleet.browsers
  const deadline = (ok.at(-1)?.sentAt ?? now()) + MISSED_AFTER_MS
  while (now() < deadline && (await run.fleet.seenCount(titles)).pairs < expected) await sleep(250)
  const seen = await run.fleet.seen(titles)
  const all: number[] = []
  const byPage = Object.fromEntries(Object.keys(PAGES).map((p) => [p, [] as number[]])) as Record<PageName, number[]>
  let missed = 0
  for (const browser of seen) {
    browser.at.forEach((at, j) => {
      const ms = at === null ? Infinity : at - ok[j].sentAt
      if (ms > MISSED_AFTER_MS) missed++
      else {
        all.push(ms)
        byPage[browser.page].push(ms)
      }
    })
  }
  return {
    writes: written.length,
    failed_writes: written.length - ok.length,
    write_errors: written.flatMap((w) => (w.error ? [w.error] : [])),
    post_ms: summary(ok.map((w) => w.postMs)),
    seen: summary(all),
    by_page: Object.fromEntries(Object.entries(byPage).map(([p, xs]) => [p, summary(xs)])),
    missed,
    missed_pct: expected ? round((100 * missed) / expected, 2) : null,
  }
}

/** Grows the fleet to `target` browsers on `servers`, then measures writes and a quiet window. */
async function step(run: Run, servers: RunningServer[], target: number) {
  const pgids = servers.map((s) => s.pid)
  const label = `${servers.length}p-${target}`
  log(`live-9am ${label}: opening browsers ${run.fleet.browsers} → ${target}`)
  await run.fleet.tally(true)
  const rampCpu = cpuWindow(pgids)
  const rampStarted = now()
  const ids: number[] = []
  while (run.fleet.browsers < target) {
    const from = run.fleet.browsers
    const batch = Array.from({ length: Math.min(BATCH, target - from) }, (_, j) => {
      const i = from + j
      return {
        origin: servers[i % servers.length].url,
        cookie: run.cookies[i % run.cookies.length],
        // Half on the home page (a new event is on screen: its catch-up goes first), half on
        // the employees page (it is not: it queues behind the page's own).
        page: (i % 2 === 0 ? 'home' : 'employees') as PageName,
        probe: PROBE,
      }
    })
    const added = await run.fleet.add(batch)
    ids.push(...added)
    await waitForFirstVisits(run.fleet, added, BATCH_SYNC_TIMEOUT_MS)
  }
  const firstVisits = await waitForFirstVisits(run.fleet, ids, STEP_SYNC_TIMEOUT_MS)
  const synced = await run.fleet.synced()
  const rampS = (now() - rampStarted) / 1000
  const ramp = { seconds: round(rampS), cpu: rampCpu.stop(), tally: await run.fleet.tally(true) }
  log(`live-9am ${label}: ${synced.synced}/${synced.total} synced after ${round(rampS)} s; writing`)

  const writeCpu = cpuWindow(pgids)
  const writes = await measureWrites(run, label)
  const writeFigures = writeCpu.stop()
  const rss = serverRss(pgids)
  const writeTally = await run.fleet.tally(true)

  log(`live-9am ${label}: quiet for ${IDLE_S} s`)
  const idleCpu = cpuWindow(pgids)
  await sleep(IDLE_S * 1000)
  const idle = idleCpu.stop()
  const idleTally = await run.fleet.tally(true)

  const visited = firstVisits.filter(Number.isFinite)
  const result = {
    browsers: synced.total,
    synced: synced.synced,
    first_visit: {
      opened: ids.length,
      not_synced: ids.length - visited.length,
      sync_ms: summary(visited),
      ramp_seconds: ramp.seconds,
      requests: ramp.tally.tally.requests,
      unavailable_shapes: ramp.tally.tally.unavailable,
      server_cpu_pct: ramp.cpu.server_total_pct,
      generator_cpu_pct: ramp.cpu.generator_pct,
    },
    write_to_seen: writes,
    errors: {
      first_visits: errorsOf(ramp.tally.tally),
      writes: errorsOf(writeTally.tally, writes.write_errors),
      quiet: errorsOf(idleTally.tally),
    },
    must_refetch: ramp.tally.tally.mustRefetch + writeTally.tally.mustRefetch + idleTally.tally.mustRefetch,
    statuses: { writes: writeTally.tally.statuses, quiet: idleTally.tally.statuses },
    requests_per_s: { writes: perSecond(writeTally.tally, writeFigures.seconds), quiet: perSecond(idleTally.tally, idle.seconds) },
    window_s: { writes: writeFigures.seconds, quiet: idle.seconds },
    server: {
      rss_mb: rss,
      cpu_pct: { writes: writeFigures.server_total_pct, quiet: idle.server_total_pct },
      cpu_pct_per_process: { writes: writeFigures.server_pct, quiet: idle.server_pct },
    },
    postgres_cpu_pct: { writes: writeFigures.postgres_pct, quiet: idle.postgres_pct },
    generator: {
      cpu_pct: { writes: writeFigures.generator_pct, quiet: idle.generator_pct },
      threads: run.fleet.threads,
      rss_mb: generatorRssMb(),
      event_loop_utilisation: {
        writes: writeTally.eventLoopUtilisation.map((u) => round(u, 2)),
        quiet: idleTally.eventLoopUtilisation.map((u) => round(u, 2)),
      },
    },
  }
  log(
    `live-9am ${label}:`,
    JSON.stringify({ seen: writes.seen, missed: writes.missed, server: result.server, generator_cpu_pct: result.generator.cpu_pct }),
  )
  return result
}

async function ramp(run: Run, servers: RunningServer[], out: StepResult[]) {
  for (const target of STEPS) out.push(await step(run, servers, target))
}

type StepResult = Awaited<ReturnType<typeof step>>

const ms = (x: number | null) => (x === null || Number.isNaN(x) ? '-' : String(Math.round(x)))
const pair = (a: unknown, b: unknown) => `${a ?? '-'}/${b ?? '-'}`

/** The compact table on stderr: one line per step; w = while writing, q = the quiet window. */
const COLUMNS: [string, (s: StepResult, procs: number) => unknown][] = [
  ['procs', (_, procs) => procs],
  ['browsers', (s) => s.browsers],
  ['synced', (s) => s.synced],
  ['visit p50/p95 s', (s) => pair(round(s.first_visit.sync_ms.p50_ms / 1000), round(s.first_visit.sync_ms.p95_ms / 1000))],
  ['seen p50/p95/p99 ms', (s) => `${ms(s.write_to_seen.seen.p50_ms)}/${ms(s.write_to_seen.seen.p95_ms)}/${ms(s.write_to_seen.seen.p99_ms)}`],
  ['p50 home/empl', (s) => pair(ms(s.write_to_seen.by_page.home.p50_ms), ms(s.write_to_seen.by_page.employees.p50_ms))],
  ['missed', (s) => `${s.write_to_seen.missed_pct ?? '-'}%`],
  ['errors', (s) => s.errors.first_visits.count + s.errors.writes.count + s.errors.quiet.count],
  ['srv MB', (s) => s.server.rss_mb.total_mb],
  ['srv cpu% w/q', (s) => pair(s.server.cpu_pct.writes, s.server.cpu_pct.quiet)],
  ['pg cpu% w/q', (s) => pair(s.postgres_cpu_pct.writes, s.postgres_cpu_pct.quiet)],
  ['gen cpu% w/q', (s) => pair(s.generator.cpu_pct.writes, s.generator.cpu_pct.quiet)],
  ['req/s q', (s) => s.requests_per_s.quiet.shape_requests],
]

function printTable(parts: { procs: number; steps: StepResult[] }[], restarted: RestartResult | { error: string } | undefined) {
  const rows = [COLUMNS.map(([head]) => head)]
  for (const { procs, steps } of parts) for (const s of steps) rows.push(COLUMNS.map(([, value]) => String(value(s, procs))))
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const lines = rows.map((r) => r.map((c, i) => c.padStart(widths[i])).join('  '))
  log(`live-9am (cpu: % of one core; w: while writing, q: quiet ${IDLE_S} s, no writes)\n${lines.join('\n')}`)
  if (restarted && !('error' in restarted)) {
    const r = restarted
    log(
      `live-9am restart of 1 process under ${r.browsers} browsers: all live again ${r.all_live_after_start_ms ?? 'NOT'} ms after it was up ` +
        `(${r.all_live_after_stop_signal_ms ?? '-'} ms after the stop signal; start took ${r.start_ms} ms; not live again: ` +
        `${Object.entries(r.by_page).map(([p, v]) => `${p} ${v.not_live_again}/${v.browsers}`).join(', ')}); ` +
        `full resync requests: ${r.full_resync_requests}, must-refetch: ${r.must_refetch}, errors: ${r.errors.count}`,
    )
  }
}

/** Each browser holds a socket and up to 4 connections, here and in the app: warn before they run out. */
function checkOpenFiles(browsers: number) {
  const soft = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity)
  const needed = browsers * 5 + 1_000
  if (soft < needed) log(`live-9am: open files limit ${soft} < ~${needed} needed for ${browsers} browsers; raise it (ulimit -n) or expect EMFILE`)
}

export async function live9am() {
  checkOpenFiles(Math.max(...STEPS))
  const db = await createTestDatabase('intranet_bench_9am')
  const pool = new pg.Pool({ connectionString: db.url, max: 2 })
  const running = new Set<RunningServer>()
  let fleet: Fleet | undefined
  const onePart: StepResult[] = []
  const twoPart: StepResult[] = []
  const report: Record<string, unknown> = {
    what:
      '9 am: N simulated browsers, each the client\'s own sync without PGlite (every shape of the catalogue as a ' +
      'ShapeStream through client/src/db/sync/live-sync.ts — one change socket naming every shape, at most 4 shape requests at ' +
      'a time, the page on screen first — recent shapes as changes_only plus their window), one real session per browser, each a ' +
      'first visit; half on the home page (events on screen), half on /employees (not). Ramped against one app ' +
      'process and against two on the same database (browsers split evenly, writes through the first). write_to_seen: ms ' +
      'from just before an administrator\'s POST /api/events until the row reached a browser\'s events stream; missed: not ' +
      `within ${MISSED_AFTER_MS / 1000} s. cpu: % of one core over the window (server: the app process groups; postgres: ` +
      'every postgres process; generator: this process, all threads). quiet: no writes. restart: the one process stopped ' +
      'and started again under all its browsers; full_resync_requests: shape requests from offset -1 after the stop.',
    config: {
      steps: STEPS,
      writes_per_step: WRITES,
      write_every_ms: WRITE_EVERY_MS,
      quiet_s: IDLE_S,
      batch: BATCH,
      generator_threads: THREADS,
      missed_after_ms: MISSED_AFTER_MS,
      shapes: shapeNames.length,
      pages: PAGES,
      live_sync: LIVE_SYNC_MODULE,
    },
  }
  try {
    log('database', db.url)
    let app = await startApp(db.url) // migrates, creates the administrator
    await app.stop()
    const started = Date.now()
    report.dataset = await seedFirm(pool, ADMIN.email)
    const cookies = await createSessions(pool, Math.max(...STEPS))
    log(`seeded and ${cookies.length} sessions made in ${Date.now() - started} ms`, JSON.stringify(report.dataset))
    app = await startApp(db.url)
    running.add(app)
    await checkCookie(app.url, cookies[0])
    const writer = new Writer(app.url, await signInApi(app.url, ADMIN.email, ADMIN.password))
    fleet = await Fleet.start(THREADS)
    const run: Run = { fleet, writer, cookies }

    report.one_process = { steps: onePart }
    await ramp(run, [app], onePart).catch((err) => {
      log('live-9am one process failed:', (err as Error).message)
      report.one_process = { steps: onePart, error: (err as Error).message }
    })
    if (RESTART) {
      const stopped = app
      report.restart = await restart(run, app, () => startApp(db.url, app.port), (next) => {
        running.delete(stopped)
        if (next) {
          app = next
          running.add(next)
        }
      }).catch((err) => ({ error: (err as Error).message }))
    }
    await fleet.stopAll()
    if (!running.has(app)) {
      // The restart failed to start it again: a fresh one for the next part.
      app = await startApp(db.url)
      running.add(app)
    }

    if (TWO_PROCESSES) {
      await sleep(2_000) // the closed browsers' requests and sockets drain
      const second = await startApp(db.url)
      running.add(second)
      writer.moveTo(app.url)
      report.two_processes = { steps: twoPart }
      await ramp(run, [app, second], twoPart).catch((err) => {
        log('live-9am two processes failed:', (err as Error).message)
        report.two_processes = { steps: twoPart, error: (err as Error).message }
      })
      await fleet.stopAll()
    }
    printTable(
      [
        { procs: 1, steps: onePart },
        { procs: 2, steps: twoPart },
      ],
      report.restart as RestartResult | { error: string } | undefined,
    )
    return report
  } finally {
    await fleet?.close().catch(() => {})
    for (const server of running) await server.stop().catch(() => {})
    await pool.end().catch(() => {})
    await db.drop().catch((err) => log('drop database failed', (err as Error).message))
  }
}
