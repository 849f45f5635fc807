// `npm run bench` → every part but large-firm and live-9am; `npx tsx bench/run.ts latency fanout` → only those
// parts; `npm run bench -- large-firm` → a firm of 2,000 people (~5 min a run, so not by default);
// `npm run bench -- live-9am` → 250 … 2,000 simulated browsers live at once (minutes; not by default).
// `npm run bench -- zero-compare` → commit → 50 subscribers, ours vs Zero 1.9 in one run (needs BENCH_ZERO_DIR).
// Prints one JSON report on stdout (logs go to stderr) and keeps a copy in bench/results/.
// Never asserts: these are figures to read, not tests.
//
// Env: BENCH_TARGETS=engine,proxy,inprocess  BENCH_CLIENTS=1,50,200  BENCH_ROWS=100000
//      BENCH_PAGE_RUNS=5  BENCH_FANOUT_CLIENTS=200  BENCH_RSS_CLIENTS=200  BENCH_RUNS=1  BENCH_FIRM_STEPS=employee (large-firm: its employee's visits and upgrade only)
//      BENCH_LIVE_STEPS=250,500,1000,2000  BENCH_9AM_*=… (live-9am, see bench/live-9am.ts)
//      BENCH_LIVE_WRITES=10 (live-screen, and 5 in large-firm's live step)
//      BENCH_SIGNED_OUT_RUNS=1  BENCH_SIGNED_OUT_CASES=all (signed-out, see bench/signed-out.ts)
//      BENCH_ZERO_DIR  BENCH_ZERO_PG_URL  BENCH_ZERO_NODE  BENCH_ZERO_CLIENTS=50  BENCH_ZERO_COMMITS=50 (zero-compare)
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../e2e/support/paths'
import { BenchContext, type Target } from './context'
import { initialSync } from './initial-sync'
import { largeFirm } from './large-firm'
import { live9am } from './live-9am'
import { fanout, latency, rss } from './latency'
import { liveScreen } from './live-screen'
import { pageLoad } from './page-load'
import { searchBench } from './search'
import { signedOut } from './signed-out'
import { log } from './stats'
import { zeroCompare } from './zero-compare'

const PARTS = {
  latency: (ctx: BenchContext, targets: Target[]) => latency(ctx, targets),
  fanout: (ctx: BenchContext, targets: Target[]) => fanout(ctx, targets),
  // before initial-sync, whose 100k-row shape stays in the engine's memory
  rss: (ctx: BenchContext, targets: Target[]) => rss(ctx, targets),
  'initial-sync': (ctx: BenchContext) => initialSync(ctx),
  'page-load': (ctx: BenchContext) => pageLoad(ctx),
  search: () => searchBench(),
  // its own app and two browsers: write → another browser's screen (about a minute)
  'live-screen': () => liveScreen(),
  // its own app and browser: how long a browser without a session waits for the sign-in page (about a minute)
  'signed-out': () => signedOut(),
  // its own database and app; several minutes, so only when asked for
  'large-firm': () => largeFirm(),
  // its own database and app(s); 2,000 simulated browsers, many minutes: only when asked for
  'live-9am': () => live9am(),
  // Zero 1.9 installed by hand outside the repo (BENCH_ZERO_DIR), beside engine and proxy: only when asked for
  'zero-compare': (ctx: BenchContext, targets: Target[]) => zeroCompare(ctx, targets),
} as const
type Part = keyof typeof PARTS
const NOT_BY_DEFAULT: Part[] = ['large-firm', 'live-9am', 'zero-compare']

async function main() {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const unknown = asked.filter((a) => !(a in PARTS))
  if (unknown.length) {
    console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`)
    process.exit(2)
  }
  const parts = (asked.length ? asked : Object.keys(PARTS).filter((p) => !NOT_BY_DEFAULT.includes(p as Part))) as Part[]
  const targets = (process.env.BENCH_TARGETS ?? 'engine,proxy,inprocess').split(',').map((t) => t.trim()) as Target[]
  const report: Record<string, unknown> = {
    started_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    targets,
  }
  const ctx = new BenchContext()
  const stop = async () => {
    await ctx.close()
    process.exit(130)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  try {
    for (const part of parts) {
      log(`── ${part}`)
      const started = Date.now()
      try {
        report[part] = await PARTS[part](ctx, targets)
      } catch (err) {
        report[part] = { error: (err as Error).message.slice(0, 4000) }
        log(`${part} failed:`, (err as Error).message)
      }
      log(`── ${part} done in ${Math.round((Date.now() - started) / 1000)} s`)
    }
  } finally {
    await ctx.close()
  }
  report.finished_at = new Date().toISOString()
  const json = JSON.stringify(report, null, 2)
  console.log(json)
  const dir = path.join(ROOT, 'bench', 'results')
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, `${report.started_at as string}.json`.replaceAll(':', '-')), json + '\n')
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
