// The search SQL on a real PGlite with the browser's own local schema: Danish stemming,
// prefix matching while typing, grouping, links, and that the GIN indexes are really used.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localSchemaSql } from '../../../../sync/local-schema'
import { KIND_ORDER, runSearch, searchIndexSql, searchSql, toPrefixQuery } from './search-sql'

let db: PGlite
const U1 = 'user-1'
const CAT = '00000000-0000-4000-8000-0000000000c1'
const HB = '00000000-0000-4000-8000-0000000000b1'
const MEETING = '00000000-0000-4000-8000-0000000000a1'

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(localSchemaSql())
  for (const sql of searchIndexSql()) await db.exec(sql)
  await db.exec(`
    insert into profiles (user_id, full_name, name, title, role, certifications, created_at)
      values ('${U1}', 'Søren Kierkegaard', 'Søren', 'Tømrer', 'user', '[]', now()),
             ('user-2', 'Mette Frederiksen', 'Mette', 'Projektleder', 'user', '[]', now());
    insert into contacts (id, full_name, company, role, category, created_at)
      values (gen_random_uuid(), 'Bent Statiker', 'Beton A/S', 'Statiker', null, now());
    insert into events (id, title, description, date, location, created_at)
      values (gen_random_uuid(), 'Julefrokost', 'Vi spiser sammen', now(), 'Kantinen', now());
    insert into company_news (id, headline, content, visibility, created_at, updated_at)
      values (gen_random_uuid(), 'Nyt kontor', 'Vi flytter ind i et nyt hus i Ballerup', 'company', now(), now());
    insert into posts (id, headline, content, images, approved, created_at, updated_at)
      values (gen_random_uuid(), 'Rejsegilde', '<p>Taget er lagt på <strong>husene</strong> i Herlev</p>', '[]', true, now(), now());
    insert into meetings (id, title, meeting_date, topic, created_at, updated_at, version)
      values ('${MEETING}', 'Fredagsmøde 1.3.2030', now(), 'Fredagsmøde', now(), now(), 1);
    insert into meeting_cases (id, meeting_id, case_name, client, sort_order, version)
      values (gen_random_uuid(), '${MEETING}', 'Skolebyggeri', 'Kommunen', 0, 1);
    insert into meeting_other_tasks (id, meeting_id, task, status, sort_order, version)
      values (gen_random_uuid(), '${MEETING}', 'Bestil stilladser', 'Igangværende', 0, 1);
    insert into projects (id, name, description, status, progress, created_at, updated_at)
      values (gen_random_uuid(), 'Renovering af skoler', 'Tag og vinduer', 'in_progress', 10, now(), now());
    insert into handbook_categories (id, name, created_at) values ('${CAT}', 'Sikkerhed', now());
    insert into handbooks (id, name, file_name, file_path, file_url, file_size, file_type, category_id, created_at)
      values ('${HB}', 'Arbejdsmiljø', 'am.pdf', 'k', '/api/files/k', 10, 'application/pdf', '${CAT}', now());
    insert into handbook_pages (document_id, source, page_number, content)
      values ('${HB}', 'handbooks', 3, 'Brug altid hjelm og sikkerhedssko på byggepladsen');
  `)
})
afterAll(async () => db?.close())

const search = (q: string) => runSearch(db, q)

describe('toPrefixQuery', () => {
  it('keeps only words, as prefix terms joined by and', () => {
    expect(toPrefixQuery('  Hus  bygg ')).toBe('hus:* & bygg:*')
    expect(toPrefixQuery(`x' | !(y):* <-> z`)).toBe('x:* & y:* & z:*')
    expect(toPrefixQuery('!!! ')).toBeNull()
    expect(toPrefixQuery('Søren Ærø')).toBe('søren:* & ærø:*')
  })
})

describe('local search on real PGlite', () => {
  it("Danish stemming: 'husene' finds 'hus' and 'hus' finds 'husene'", async () => {
    const news = await search('husene')
    expect(news.map((h) => [h.kind, h.title])).toContainEqual(['news', 'Nyt kontor'])
    const posts = await search('hus')
    expect(posts.map((h) => [h.kind, h.title])).toContainEqual(['posts', 'Rejsegilde'])
    expect(posts.map((h) => h.kind)).toContain('news')
  })

  it('finds while typing: a prefix of a name, a stemmed plural of a project word', async () => {
    expect((await search('Kierk')).map((h) => [h.kind, h.id, h.href])).toEqual([['people', U1, `/profile/${U1}`]])
    expect((await search('skolerne')).map((h) => h.kind)).toContain('projects')
    expect((await search('julefrokosten'))[0]).toMatchObject({ kind: 'events', title: 'Julefrokost', href: '/events' })
  })

  it('covers contacts, meetings, cases, tasks, handbooks and their page text, with links', async () => {
    expect((await search('statiker'))[0]).toMatchObject({ kind: 'contacts', href: '/employees/categories/Samarbejdspartnere' })
    expect((await search('fredagsmøde'))[0]).toMatchObject({ kind: 'meetings', href: `/meetings/${MEETING}` })
    expect((await search('skolebyggeri'))[0]).toMatchObject({ kind: 'cases', href: `/meetings/${MEETING}` })
    expect((await search('stillads'))[0]).toMatchObject({ kind: 'tasks', title: 'Bestil stilladser' })
    expect((await search('arbejdsmiljø'))[0]).toMatchObject({ kind: 'handbooks', href: '/handbooks/Sikkerhed' })
    expect((await search('hjelmen'))[0]).toMatchObject({ kind: 'handbook_pages', title: 'Arbejdsmiljø', subtitle: 'Side 3' })
  })

  it('several words must all match; results come grouped in the fixed kind order', async () => {
    expect(await search('hus herlev')).toHaveLength(1)
    expect(await search('hus kantinen')).toEqual([])
    const mixed = await search('s')
    const kinds = mixed.map((h) => KIND_ORDER.indexOf(h.kind))
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b))
  })

  it('odd input is harmless: stopwords only, symbols, quotes', async () => {
    expect(await search('og')).toEqual([])
    expect(await search(`'); drop table posts; --`)).toBeInstanceOf(Array)
    expect((await db.query('select count(*)::int as n from posts')).rows).toEqual([{ n: 1 }])
  })

  it('the GIN index on each document expression is what the planner uses', async () => {
    await db.exec('set enable_seqscan = off')
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${searchSql().replaceAll('$1', `'hus:*'`).replaceAll('$2', '5')}`)
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n')
    for (const table of ['posts', 'profiles', 'company_news', 'handbook_pages']) expect(text).toContain(`${table}_search_idx`)
    await db.exec('reset enable_seqscan')
  })
})

/** The database as a tab sees it through the PGlite worker: errors arrive without `code`. */
function asWorkerHandle(pg: PGlite) {
  const plain = (err: unknown) => {
    throw new Error(err instanceof Error ? err.message : String(err))
  }
  return {
    query: <T>(sql: string, params?: unknown[]) => pg.query<T>(sql, params).catch(plain),
    exec: (sql: string) => pg.exec(sql).catch(plain),
  }
}

describe('the prepared search statement (a search typed while the app loads)', () => {
  it('searches started together share one preparation', async () => {
    const fresh = await PGlite.create()
    await fresh.exec(localSchemaSql())
    await fresh.exec(`insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Julefrokost', now(), now())`)
    const handle = asWorkerHandle(fresh)
    const answers = await Promise.all(['j', 'ju', 'jul', 'jule'].map((q) => runSearch(handle, q)))
    for (const hits of answers) expect(hits.map((h) => h.title)).toEqual(['Julefrokost'])
    await fresh.close()
  })

  it('another tab on the same session, a lost statement, and tables not there yet are all survived', async () => {
    const fresh = await PGlite.create()
    const tab = asWorkerHandle(fresh)
    await expect(runSearch(tab, 'jul')).rejects.toThrow(/does not exist/)
    await fresh.exec(localSchemaSql())
    await fresh.exec(`insert into events (id, title, date, created_at) values (gen_random_uuid(), 'Julefrokost', now(), now())`)
    expect((await runSearch(tab, 'jul')).length).toBe(1)
    // A second tab: the statement exists in the session already.
    expect((await runSearch(asWorkerHandle(fresh), 'jul')).length).toBe(1)
    // A new leader: the session no longer has it, though this tab prepared it before.
    await fresh.exec('deallocate intranet_search')
    expect((await runSearch(tab, 'jul')).length).toBe(1)
    await fresh.close()
  })
})
