// (c) Initial sync of 100,000 rows from a bench-only table through the standalone engine.
import { performance } from 'node:perf_hooks'
import { isChangeMessage, isControlMessage, ShapeStream, type Row } from '@electric-sql/client'
import type { BenchContext } from './context'
import { log, round } from './stats'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)

/** Follows the Electric protocol by hand (no client library): offset -1 → up-to-date. */
async function rawRead(base: string): Promise<{ rows: number; ms: number; requests: number; bytes: number }> {
  const started = performance.now()
  let offset = '-1'
  let handle: string | undefined
  let rows = 0
  let requests = 0
  let bytes = 0
  for (;;) {
    const u = new URL(base)
    u.searchParams.set('offset', offset)
    if (handle) u.searchParams.set('handle', handle)
    const res = await fetch(u)
    requests++
    if (res.status !== 200) throw new Error(`GET ${u} → ${res.status} ${await res.text()}`)
    const text = await res.text()
    bytes += text.length
    const messages = JSON.parse(text) as { headers: { operation?: string; control?: string } }[]
    for (const m of messages) if (m.headers.operation) rows++
    handle = res.headers.get('electric-handle') ?? handle
    offset = res.headers.get('electric-offset') ?? offset
    if (res.headers.has('electric-up-to-date') || messages.some((m) => m.headers.control === 'up-to-date')) break
    if (requests > 100_000) throw new Error('no up-to-date after 100k requests')
  }
  return { rows, ms: performance.now() - started, requests, bytes }
}

async function clientRead(base: string, params: Record<string, string>): Promise<{ rows: number; ms: number }> {
  const started = performance.now()
  const abort = new AbortController()
  let rows = 0
  await new Promise<void>((resolve, reject) => {
    const stream = new ShapeStream<Row>({ url: base, params: params as any, signal: abort.signal, subscribe: false })
    stream.subscribe(
      (messages) => {
        for (const m of messages) {
          if (isChangeMessage(m)) rows++
          else if (isControlMessage(m) && m.headers.control === 'up-to-date') resolve()
        }
      },
      (err) => reject(err),
    )
  })
  const ms = performance.now() - started
  abort.abort()
  return { rows, ms }
}

export async function initialSync(ctx: BenchContext) {
  const db = await ctx.sql()
  const engine = await ctx.engine()
  const started = performance.now()
  await db.query(`drop table if exists bench_rows`)
  await db.query(`create table bench_rows (
    id bigint primary key,
    name text not null,
    amount integer not null,
    note text,
    created_at timestamptz not null default now()
  )`)
  await db.query(`select sync_track('bench_rows')`)
  await db.query(
    `insert into bench_rows (id, name, amount, note)
     select g, 'Række ' || g, (g * 7919) % 100000, case when g % 3 = 0 then null else md5(g::text) end
     from generate_series(1, $1::int) g`,
    [ROWS],
  )
  const insertMs = performance.now() - started
  log(`inserted ${ROWS} rows into bench_rows in ${Math.round(insertMs)} ms`)

  const base = `${engine.url}/v1/shape?table=bench_rows&secret=bench-secret`
  const rate = (r: { rows: number; ms: number }) => ({ ...r, ms: round(r.ms), rows_per_s: Math.round((r.rows / r.ms) * 1000) })
  const out: Record<string, unknown> = {
    what: `a new client reading a ${ROWS}-row shape from offset -1 to up-to-date via the standalone engine's /v1/shape`,
    rows_inserted: ROWS,
    insert_ms: round(insertMs),
  }
  out.raw_http_first = rate(await rawRead(base))
  log('raw first', JSON.stringify(out.raw_http_first))
  out.raw_http_again = rate(await rawRead(base))
  log('raw again (a second client within 10 s shares the snapshot)', JSON.stringify(out.raw_http_again))
  // Its own shape definition (same rows), so the client pays for a snapshot of its own.
  out.shape_stream = rate(
    await clientRead(`${engine.url}/v1/shape`, { table: 'bench_rows', where: 'amount >= 0', secret: 'bench-secret' }),
  )
  log('ShapeStream', JSON.stringify(out.shape_stream))
  await db.query(`drop table bench_rows`)
  return out
}
