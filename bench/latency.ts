// (a) PG commit → visible in live clients, at 1, 50 and 200 concurrent clients;
// (b) a 10-row transaction reaching all of 200 clients; (d) server memory with 200 clients.
//
// Of N concurrent clients, up to BENCH_SHAPESTREAMS (10) are real ShapeStream clients in this
// thread — their figures are the headline — and the rest are protocol clients in a worker
// thread (real long-polls over HTTP, no client library): on a 2-core machine, 200 client
// libraries in one process measure that process's CPU more than the server. Every client's
// time is reported (`all_clients`), and at the highest level the old way too: all N as
// ShapeStreams in this one process (`all_shape_streams_in_one_process`).
import type { BenchContext, Target } from './context'
import { ClientPool, deleteBenchEvents, type PoolSize } from './clients'
import { groupRss, log, sleep, summary } from './stats'

const numbers = (v: string | undefined, fallback: number[]) =>
  v ? v.split(',').map((x) => Number(x.trim())).filter((x) => x > 0) : fallback

const SHAPESTREAMS = Number(process.env.BENCH_SHAPESTREAMS ?? 10)
const mixed = (n: number): PoolSize => {
  const shapeStreams = Math.min(n, SHAPESTREAMS)
  return { shapeStreams, protocolClients: n - shapeStreams }
}

const finite = (xs: number[]) => xs.filter(Number.isFinite)
const missedIn = (xs: number[]) => xs.length - finite(xs).length

/** Commits one row at a time and summarises how long each client took to see it. */
async function timeCommits(db: Awaited<ReturnType<BenchContext['sql']>>, pool: ClientPool, commits: number) {
  for (let i = 0; i < 3; i++) await pool.commitAndTime(db, 1) // warm-up, not counted
  const streams: number[] = []
  const everyone: number[] = []
  const lastClient: number[] = []
  for (let i = 0; i < commits; i++) {
    const t = await pool.commitAndTime(db, 1)
    streams.push(...t.shapeStream)
    const all = [...t.shapeStream, ...t.protocol]
    everyone.push(...all)
    lastClient.push(Math.max(...all.map((x) => (Number.isNaN(x) ? Infinity : x))))
    await sleep(20)
  }
  return {
    commits,
    ...summary(finite(streams)),
    missed: missedIn(everyone),
    all_clients: summary(finite(everyone)),
    last_client: summary(lastClient.filter(Number.isFinite)),
    client_errors: pool.errors.length,
  }
}

export async function latency(ctx: BenchContext, targets: Target[]) {
  const db = await ctx.sql()
  const levels = numbers(process.env.BENCH_CLIENTS, [1, 50, 200])
  const out: Record<string, unknown> = {
    what:
      'ms from sending COMMIT of a one-row insert into events until a live client holds it; commits one at a time. ' +
      'Headline p50/p95/p99: the ShapeStream clients; all_clients: every one of the N; last_client: the slowest client per commit',
    shape_streams_per_level: SHAPESTREAMS,
  }
  for (const target of targets) {
    const endpoint = await ctx.endpoint(target)
    const perTarget: Record<string, unknown> = { url: endpoint.url }
    for (const n of levels) {
      const size = mixed(n)
      const pool = await ClientPool.open(endpoint, size)
      const result = { ...size, ...(await timeCommits(db, pool, n === 1 ? 100 : n <= 50 ? 50 : 30)) }
      pool.close()
      perTarget[`clients_${n}`] = result
      log(target, `${n} clients`, JSON.stringify(result))
      await sleep(500)
    }
    const most = Math.max(...levels)
    if (most > SHAPESTREAMS && process.env.BENCH_SKIP_ALL_SHAPESTREAMS !== '1') {
      const pool = await ClientPool.open(endpoint, { shapeStreams: most, protocolClients: 0 })
      const result = await timeCommits(db, pool, 30)
      pool.close()
      perTarget[`clients_${most}_all_shape_streams_in_one_process`] = result
      log(target, `${most} ShapeStreams in one process`, JSON.stringify(result))
      await sleep(500)
    }
    out[target] = perTarget
  }
  await deleteBenchEvents(db)
  return out
}

export async function fanout(ctx: BenchContext, targets: Target[]) {
  const db = await ctx.sql()
  const clients = Number(process.env.BENCH_FANOUT_CLIENTS ?? 200)
  const out: Record<string, unknown> = {
    what: `ms from sending COMMIT of a 10-row transaction until every one of ${clients} clients holds all 10 rows`,
  }
  for (const target of targets) {
    const size = mixed(clients)
    const pool = await ClientPool.open(await ctx.endpoint(target), size)
    const allReached: number[] = []
    const streamsReached: number[] = []
    let incomplete = 0
    for (let i = 0; i < 10; i++) {
      const t = await pool.commitAndTime(db, 10)
      const all = [...t.shapeStream, ...t.protocol]
      if (all.some(Number.isNaN)) incomplete++
      else {
        allReached.push(Math.max(...all))
        streamsReached.push(Math.max(...t.shapeStream))
      }
      await sleep(100)
    }
    pool.close()
    out[target] = {
      transactions: 10,
      rows_per_transaction: 10,
      clients,
      ...size,
      ...summary(allReached),
      shape_streams_all_reached: summary(streamsReached),
      incomplete,
    }
    log(target, 'fanout', JSON.stringify(out[target]))
    await sleep(500)
  }
  await deleteBenchEvents(db)
  return out
}

export async function rss(ctx: BenchContext, targets: Target[]) {
  const db = await ctx.sql()
  const clients = Number(process.env.BENCH_RSS_CLIENTS ?? 200)
  const out: Record<string, unknown> = {
    what: `resident memory (MB) of the serving process group (tsx + node), idle and with ${clients} live clients`,
  }
  for (const target of targets) {
    const endpoint = await ctx.endpoint(target)
    const groups: Record<string, number> = { [target === 'engine' ? 'engine' : 'app']: endpoint.pgid }
    if (target === 'proxy') groups.engine = (await ctx.engine()).proc.child.pid!
    const read = () => Object.fromEntries(Object.entries(groups).map(([k, pgid]) => [k, groupRss(pgid)]))
    const idle = read()
    const pool = await ClientPool.open(endpoint, mixed(clients))
    const connected = read()
    for (let i = 0; i < 20; i++) await pool.commitAndTime(db, 1)
    await sleep(200)
    const afterWrites = read()
    pool.close()
    out[target] = { clients, idle, connected, after_20_commits: afterWrites }
    log(target, 'rss', JSON.stringify(out[target]))
    await sleep(500)
  }
  await deleteBenchEvents(db)
  return out
}
