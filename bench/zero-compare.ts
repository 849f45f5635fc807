// Issue #27's "commit → 50 subscribers vs Zero 1.9, same run": ms from sending COMMIT of a
// one-row insert until the last of 50 live subscribers holds the row, for Zero and for our
// engine (and the app's proxy) in one run, and the ratio ours / Zero.
//
// Fair by construction where it can be: the same table shape and insert statement, one row per
// transaction, one commit at a time, 20 ms apart, 3 warm-up commits not counted, and on both
// sides 50 real client libraries in this one thread (50 ShapeStreams; 50 Zero instances), each
// its own subscriber. Not the same: each side has its own database (ours: TEST_PG_URL's
// cluster, Zero's: BENCH_ZERO_PG_URL's, which needs wal_level=logical); point TEST_PG_URL at
// the same cluster to take that difference away (docs/benchmarks.md).
//
// Needs Zero installed by hand outside the repo (BENCH_ZERO_DIR); without it the part says how
// and is skipped.
import type { BenchContext, Target } from './context'
import { ClientPool, deleteBenchEvents } from './clients'
import { log, round, sleep, summary } from './stats'
import { ZeroClientPool } from './zero-clients'
import { startZero, zeroDir } from './zero-cache'

const CLIENTS = Number(process.env.BENCH_ZERO_CLIENTS ?? 50)
const COMMITS = Number(process.env.BENCH_ZERO_COMMITS ?? 50)
const WARM_UP = 3

const SETUP = [
  'zero-compare needs Zero 1.9 installed outside the repo and a PostgreSQL with wal_level=logical.',
  'See docs/benchmarks.md, "Zero 1.9 side by side (zero-compare)". In short:',
  '  mkdir -p /work/zero-bench && cd /work/zero-bench && npm init -y && npm install @rocicorp/zero@1.9.0',
  '  a cluster with wal_level=logical on port 5433 (initdb + pg_ctl -o "-p 5433 -c wal_level=logical")',
  '  BENCH_ZERO_DIR=/work/zero-bench BENCH_ZERO_PG_URL=postgresql://postgres@127.0.0.1:5433/postgres \\',
  '    TEST_PG_URL=postgresql://postgres@127.0.0.1:5433/postgres npx tsx bench/run.ts zero-compare',
].join('\n')

interface Commit {
  times: number[]
  beginToCommit: number
}

/** The slowest client of each commit; a commit some client never got counts as missed. */
function lastClients(commits: Commit[]) {
  const seen = commits.filter((c) => c.times.every(Number.isFinite))
  return {
    commits: commits.length,
    commits_missed_by_some_client: commits.length - seen.length,
    last_client: summary(seen.map((c) => Math.max(...c.times))),
    // Our capture trigger works inside the insert, before COMMIT; Zero decodes the WAL after
    // it. So the same from sending BEGIN, which counts both sides' write-path work.
    last_client_from_begin: summary(seen.map((c) => c.beginToCommit + Math.max(...c.times))),
    begin_to_commit: summary(commits.map((c) => c.beginToCommit)),
    all_clients: summary(commits.flatMap((c) => c.times).filter(Number.isFinite)),
  }
}

async function measureZero() {
  const found = zeroDir()
  if ('missing' in found) throw new Error(found.missing)
  const server = await startZero(found.dir)
  try {
    const pool = await ZeroClientPool.open(server, CLIENTS)
    try {
      for (let i = 0; i < WARM_UP; i++) await pool.commitAndTime(server.db)
      const perCommit: Commit[] = []
      for (let i = 0; i < COMMITS; i++) {
        perCommit.push(await pool.commitAndTime(server.db))
        await sleep(20)
      }
      const result = { zero_cache: server.info, ...lastClients(perCommit), client_errors: pool.errors.slice(0, 5) }
      log('zero', JSON.stringify(result))
      return result
    } finally {
      pool.close()
    }
  } finally {
    await sleep(200) // let the clients' sockets close before zero-cache goes
    await server.stop()
  }
}

async function measureOurs(ctx: BenchContext, target: Target, liveSse = false) {
  const db = await ctx.sql()
  const endpoint = await ctx.endpoint(target)
  const pool = await ClientPool.open(endpoint, { shapeStreams: CLIENTS, protocolClients: 0, liveSse })
  try {
    for (let i = 0; i < WARM_UP; i++) await pool.commitAndTime(db, 1)
    const perCommit: Commit[] = []
    for (let i = 0; i < COMMITS; i++) {
      const t = await pool.commitAndTime(db, 1)
      perCommit.push({ times: t.shapeStream, beginToCommit: t.beginToCommit })
      await sleep(20)
    }
    const database = new URL(await ctx.databaseUrl())
    const result = { url: endpoint.url, database: `${database.host}${database.pathname}`, ...lastClients(perCommit), client_errors: pool.errors.slice(0, 5) }
    log(`${target}${liveSse ? ' (live_sse)' : ''}`, JSON.stringify(result))
    return result
  } finally {
    pool.close()
    await deleteBenchEvents(db)
  }
}

export async function zeroCompare(ctx: BenchContext, targets: Target[]) {
  const found = zeroDir()
  if ('missing' in found) {
    log(SETUP)
    return { skipped: `${found.missing}; see docs/benchmarks.md (zero-compare)` }
  }
  const ours = (process.env.BENCH_ZERO_TARGETS?.split(',').map((t) => t.trim()) ?? targets).filter(
    (t): t is 'engine' | 'proxy' => t === 'engine' || t === 'proxy',
  )
  const out: Record<string, any> = {
    what:
      `ms from sending COMMIT of a one-row insert until each of ${CLIENTS} live subscribers holds the row; ` +
      `${COMMITS} commits one at a time (+${WARM_UP} warm-up). last_client: the slowest subscriber per commit`,
    how_clients_ran: {
      zero: `${CLIENTS} Zero clients (@rocicorp/zero, kvStore mem, one userID each = ${CLIENTS} client groups), each with events materialized, all in the bench process's main thread`,
      ours:
        `${CLIENTS} ShapeStream clients (@electric-sql/client) on the events shape, all in the bench process's main thread; ` +
        'engine and proxy: a long-poll per change; engine_sse: one server-sent-events response each (live_sse), ' +
        "a persistent push like Zero's WebSocket",
    },
  }
  // Ours first: the engine and app start here (with the seeding), not while Zero is timed.
  const variants = ours.flatMap((target) => (target === 'engine' ? [target, 'engine_sse'] : [target]))
  for (const variant of variants) {
    out[variant] = variant === 'engine_sse' ? await measureOurs(ctx, 'engine', true) : await measureOurs(ctx, variant as Target)
    await sleep(500)
  }
  out.zero = await measureZero()
  const ratio: Record<string, number> = {}
  for (const target of variants) {
    for (const p of ['p50_ms', 'p95_ms'] as const) {
      ratio[`${target}_${p.replace('_ms', '')}`] = round(out[target].last_client[p] / out.zero.last_client[p], 3)
      ratio[`${target}_${p.replace('_ms', '')}_from_begin`] = round(
        out[target].last_client_from_begin[p] / out.zero.last_client_from_begin[p],
        3,
      )
    }
  }
  out.ratio_ours_over_zero = ratio
  out.headline = Object.fromEntries([
    ['zero_last_client_p50_p95_ms', [out.zero.last_client.p50_ms, out.zero.last_client.p95_ms]],
    ...variants.map((t) => [`${t}_last_client_p50_p95_ms`, [out[t].last_client.p50_ms, out[t].last_client.p95_ms]]),
  ])
  log('zero-compare', JSON.stringify({ headline: out.headline, ratio }))
  return out
}
