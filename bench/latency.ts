// (a) PG commit → visible in live ShapeStream clients, at 1, 50 and 200 clients;
// (b) a 10-row transaction reaching all of 200 clients; (d) server memory with 200 clients.
import type { BenchContext, Target } from './context'
import { ClientPool, deleteBenchEvents } from './clients'
import { groupRss, log, sleep, summary } from './stats'

const numbers = (v: string | undefined, fallback: number[]) =>
  v ? v.split(',').map((x) => Number(x.trim())).filter((x) => x > 0) : fallback

export async function latency(ctx: BenchContext, targets: Target[]) {
  const db = await ctx.sql()
  const levels = numbers(process.env.BENCH_CLIENTS, [1, 50, 200])
  const out: Record<string, unknown> = {
    what: 'ms from sending COMMIT of a one-row insert into events to each live ShapeStream client receiving it; commits one at a time',
  }
  for (const target of targets) {
    const endpoint = await ctx.endpoint(target)
    const perTarget: Record<string, unknown> = { url: endpoint.url }
    for (const n of levels) {
      const commits = n === 1 ? 100 : n <= 50 ? 50 : 30
      const pool = await ClientPool.open(endpoint, n)
      for (let i = 0; i < 3; i++) await pool.commitAndTime(db, 1) // warm-up, not counted
      const samples: number[] = []
      const lastClient: number[] = []
      let missed = 0
      for (let i = 0; i < commits; i++) {
        const times = await pool.commitAndTime(db, 1)
        for (const t of times) Number.isNaN(t) ? missed++ : samples.push(t)
        lastClient.push(Math.max(...times.map((t) => (Number.isNaN(t) ? Infinity : t))))
        await sleep(20)
      }
      pool.close()
      perTarget[`clients_${n}`] = {
        commits,
        ...summary(samples),
        missed,
        last_client: summary(lastClient.filter(Number.isFinite)),
        client_errors: pool.errors.length,
      }
      log(target, `${n} clients`, JSON.stringify(perTarget[`clients_${n}`]))
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
    const pool = await ClientPool.open(await ctx.endpoint(target), clients)
    const allReached: number[] = []
    let incomplete = 0
    for (let i = 0; i < 10; i++) {
      const times = await pool.commitAndTime(db, 10)
      if (times.some(Number.isNaN)) incomplete++
      else allReached.push(Math.max(...times))
      await sleep(100)
    }
    pool.close()
    out[target] = { transactions: 10, rows_per_transaction: 10, clients, ...summary(allReached), incomplete }
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
    const pool = await ClientPool.open(endpoint, clients)
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

