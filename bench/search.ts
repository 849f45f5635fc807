// (f) Instant search in the browser's local database: PGlite in Node with the exact local
// schema, search indexes and SQL the client uses, filled like a firm of 2,000 people and
// 20,000 posts. `npx tsx bench/run.ts search` prints p50/p95 per query; the target is < 50 ms.
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import { localSchemaSql } from '../sync/local-schema'
import { runSearch, searchIndexSql } from '../client/src/features/search/search-sql'
import { log, round, summary } from './stats'

const PEOPLE = Number(process.env.BENCH_SEARCH_PEOPLE ?? 2_000)
const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 20_000)
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30)

const FIRST = ['Søren', 'Mette', 'Anders', 'Lars', 'Hanne', 'Jens', 'Birgitte', 'Mads', 'Louise', 'Peter', 'Camilla', 'Ole']
const LAST = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Kierkegaard']
const TITLES = ['Tømrer', 'Murer', 'Projektleder', 'Ingeniør', 'Elektriker', 'Kranfører', 'Formand', 'Konstruktør']
const WORDS = ('hus huse husene tag tagene beton fundament stillads byggeplads kran vindue vinduer renovering skole ' +
  'skolerne bro broen vej vejene kloak rør el sikkerhed hjelm møde rejsegilde tilbud kunde kommune entreprise ' +
  'aflevering mangel mangler gulv væg vægge isolering facade altan trappe elevator asfalt grund jord').split(' ')

const pick = <T>(list: T[], i: number) => list[i % list.length]
function sentence(seed: number, words: number): string {
  let out = ''
  for (let i = 0; i < words; i++) out += `${pick(WORDS, (seed * 31 + i * 17 + (seed >> 3)) % 997)} `
  return out.trim()
}

async function fill(db: PGlite) {
  await db.exec(localSchemaSql())
  for (const sql of searchIndexSql()) await db.exec(sql)
  await db.query(
    `insert into profiles (user_id, full_name, name, title, email, role, certifications, created_at)
     select 'u' || i, f[1 + i % $1] || ' ' || l[1 + (i / $1) % $2], f[1 + i % $1], t[1 + i % $3], 'u' || i || '@firma.dk', 'user', '[]', now()
     from generate_series(0, $4 - 1) i, (select $5::text[] f, $6::text[] l, $7::text[] t) v`,
    [FIRST.length, LAST.length, TITLES.length, PEOPLE, FIRST, LAST, TITLES],
  )
  const batch = 2_000
  for (let start = 0; start < POSTS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, POSTS - start) }, (_, k) => {
      const i = start + k
      return [`Opslag ${i}: ${sentence(i, 3)}`, `<p>${sentence(i + 7, 40)}</p><p>${sentence(i + 11, 30)}</p>`, `u${i % PEOPLE}`]
    })
    await db.query(
      `insert into posts (id, headline, content, images, approved, user_id, created_at, updated_at)
       select gen_random_uuid(), h, c, '[]', true, u, now(), now() from unnest($1::text[], $2::text[], $3::text[]) as x(h, c, u)`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
    )
  }
  await db.query(
    `insert into events (id, title, description, date, location, created_at)
     select gen_random_uuid(), 'Arrangement ' || i || ' ' || ($1::text[])[1 + i % 40], 'Beskrivelse', now(), 'Kantinen', now()
     from generate_series(0, 199) i`,
    [WORDS],
  )
  await db.exec('analyze')
}

const QUERIES = ['s', 'hus', 'husene', 'Søren', 'søren kierk', 'beton tag', 'skolerne', 'rejsegild', 'tømrer', 'xyzzy', 'a b c']

export async function searchBench() {
  const db = await PGlite.create()
  const started = performance.now()
  await fill(db)
  const fillMs = round(performance.now() - started)
  log(`search: filled ${PEOPLE} people and ${POSTS} posts in ${fillMs} ms`)
  const perQuery: Record<string, ReturnType<typeof summary> & { hits: number }> = {}
  const all: number[] = []
  for (const q of QUERIES) {
    await runSearch(db, q) // warm the plan and the buffers
    const samples: number[] = []
    let hits = 0
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      hits = (await runSearch(db, q)).length
      samples.push(performance.now() - t0)
    }
    all.push(...samples)
    perQuery[q] = { ...summary(samples), hits }
  }
  await db.close()
  const overall = summary(all)
  return { people: PEOPLE, posts: POSTS, fill_ms: fillMs, target_ms: 50, meets_target: overall.p95_ms < 50, overall, per_query: perQuery }
}
