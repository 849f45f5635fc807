// The directory's SQL on a real PGlite with the browser's own schema: categories, search,
// role filter, Danish order and the top rated, as the pages run them (a page at a time).
import { describe, expect, it } from 'vitest'
import { seededLocalTestDatabase } from '@/db/local-test-database'
import {
  categoriesQuery,
  contactsPerCategoryQuery,
  entriesQuery,
  entryCountQuery,
  fixedCategoryCountsQuery,
  profileDetailsQuery,
  ratingsQuery,
  roleOptionsQuery,
  toEntry,
  TOP_RATED_SQL,
  type DirectoryFilter,
  type EntryRow,
} from './directory-query'

const C = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

const local = seededLocalTestDatabase(`
  insert into profiles (user_id, full_name, title, email, role, phone, birthday_day, certifications) values
    ('u1', 'Mette Jensen', 'Projektleder', 'mette@firma.dk', 'user', null, '03-14', '[]'),
    ('u2', 'Søren Nielsen', 'Formand', null, 'user', '+45 26 74 12 03', null, null),
    ('u3', 'Lars Admin', null, null, 'admin', null, null, null),
    ('u4', 'Åse Ærø', null, 'aase@firma.dk', 'user', null, null, null),
    ('u5', '  ', null, null, 'user', null, null, null);
  -- A leaver: never listed, in no count.
  insert into profiles (user_id, full_name, role, deactivated_at) values ('u6', 'Anders Fratrådt', 'user', now());
  insert into contacts (id, full_name, role, company, category, city) values
    ('${C(1)}', 'Karsten Bjerre', 'Indehaver', 'Vestegnens Stillads', 'Underentreprenører', 'Glostrup'),
    ('${C(2)}', 'Pia Lindholm', 'Arkitekt', null, 'Rådgivere', null),
    ('${C(3)}', 'Anne Vikar', 'Vikar', null, 'Medarbejdere', null),
    ('${C(4)}', 'Ole Friis', null, null, null, null),
    ('${C(5)}', 'Ærlig Byg', null, null, 'Rådgivere', null);
  insert into contact_ratings (id, contact_id, user_id, rating) values
    (gen_random_uuid(), '${C(1)}', 'u1', 5), (gen_random_uuid(), '${C(1)}', 'u2', 4),
    (gen_random_uuid(), '${C(2)}', 'u1', 5), (gen_random_uuid(), '${C(2)}', 'u2', 4),
    (gen_random_uuid(), '${C(2)}', 'u3', 5), (gen_random_uuid(), '${C(2)}', 'u4', 4),
    (gen_random_uuid(), '${C(4)}', 'u1', 3), (gen_random_uuid(), '${C(3)}', 'u1', 5);
  -- Medarbejdere's contact: outside the top rated whatever its ratings.
  insert into contact_ratings (id, contact_id, user_id, rating, comment, updated_at) values
    (gen_random_uuid(), '${C(3)}', 'u5', 2, 'Sen', '2031-01-01 08:00+00'), (gen_random_uuid(), '${C(3)}', 'u-gone', 4, null, '2031-02-01 08:00+00');
  insert into contact_categories (id, name, description, created_at) values
    ('${C(7)}', 'rådgivere', null, now()), ('${C(8)}', 'Underentreprenører', 'Stillads og kran', now());
  insert into profile_details (user_id, address, city) values ('u1', 'Havnevej 1', 'Aarhus');
`)
const { rows } = local

const filter = (over: Partial<DirectoryFilter>): DirectoryFilter => ({ category: '', role: '', query: '', ...over })

async function entries(f: Partial<DirectoryFilter>, limit = 100) {
  const q = entriesQuery(filter(f))
  return (await local.db.query<EntryRow>(`${q.sql} limit $${q.params.length + 1}`, [...q.params, limit])).rows.map(toEntry)
}
const names = async (f: Partial<DirectoryFilter>) => (await entries(f)).map((e) => e.name)
const keys = async (f: Partial<DirectoryFilter>) => (await entries(f)).map((e) => e.key)

describe('directory entries in SQL', () => {
  it('the overview has everyone, by name in Danish order (æ, ø, å last), a page at a time', async () => {
    expect(await names({})).toEqual([
      'Anne Vikar', 'Karsten Bjerre', 'Lars Admin', 'Mette Jensen', 'Ole Friis', 'Pia Lindholm', 'Søren Nielsen', 'Ukendt bruger', 'Ærlig Byg', 'Åse Ærø',
    ])
    expect((await entries({}, 3)).map((e) => e.name)).toEqual(['Anne Vikar', 'Karsten Bjerre', 'Lars Admin'])
    const count = entryCountQuery(filter({}))
    expect((await local.db.query<{ n: number }>(count.sql, count.params)).rows[0].n).toBe(10)
  })

  it('categories: colleagues + Medarbejdere contacts; partners = every other contact; else by name', async () => {
    expect(await keys({ category: 'Medarbejdere' })).toEqual(['c:' + C(3), 'p:u3', 'p:u1', 'p:u2', 'p:u5', 'p:u4'])
    expect(await keys({ category: 'Samarbejdspartnere' })).toEqual(['c:' + C(1), 'c:' + C(4), 'c:' + C(2), 'c:' + C(5)])
    expect(await keys({ category: 'Rådgivere' })).toEqual(['c:' + C(2), 'c:' + C(5)])
    expect(await keys({ category: 'Findes ikke' })).toEqual([])
  })

  it('search matches every word anywhere, case-insensitively (Danish letters too); the role filter by label', async () => {
    expect(await names({ query: 'stillads karsten' })).toEqual(['Karsten Bjerre'])
    expect(await names({ query: 'glostrup' })).toEqual(['Karsten Bjerre'])
    expect(await names({ query: '26 74' })).toEqual(['Søren Nielsen'])
    expect(await names({ query: 'METTE@' })).toEqual(['Mette Jensen'])
    expect(await names({ query: 'ÆRØ' })).toEqual(['Åse Ærø'])
    expect(await names({ query: '100%' })).toEqual([])
    expect(await names({ role: 'Administrator' })).toEqual(['Lars Admin'])
    expect(await names({ role: 'Medlem', query: 'åse' })).toEqual(['Åse Ærø'])
    const roles = roleOptionsQuery('')
    const labels = (await local.db.query<{ role_text: string }>(roles.sql, roles.params)).rows.map((r) => r.role_text).sort()
    expect(labels).toEqual(['Administrator', 'Arkitekt', 'Formand', 'Indehaver', 'Kontakt', 'Medlem', 'Projektleder', 'Vikar'])
  })

  it('each entry carries what its card and dialog show', async () => {
    const [mette] = await entries({ query: 'mette' })
    expect(mette).toMatchObject({ kind: 'profile', roleText: 'Projektleder', person: { user_id: 'u1', email: 'mette@firma.dk', birthday: '03-14', certifications: [] } })
    const [karsten] = await entries({ query: 'karsten' })
    expect(karsten).toMatchObject({ kind: 'contact', roleText: 'Indehaver', person: { id: C(1), company: 'Vestegnens Stillads', average_rating: 4.5, rating_count: 2 } })
    const [ole] = await entries({ query: 'ole' })
    expect(ole).toMatchObject({ roleText: 'Kontakt', person: { average_rating: 3, rating_count: 1 } })
  })

  it('top rated: best average, then most ratings, unrated and Medarbejdere left out, at most N', async () => {
    const top = async (n: number) => (await local.db.query<{ id: string }>(TOP_RATED_SQL, [n])).rows.map((r) => r.id)
    expect(await top(5)).toEqual([C(2), C(1), C(4)])
    expect(await top(1)).toEqual([C(2)])
  })
  it('a contact’s ratings name their authors, a leaver with when they left', async () => {
    await local.db.exec(`insert into contact_ratings (id, contact_id, user_id, rating, updated_at) values
      (gen_random_uuid(), '${C(5)}', 'u6', 2, '2031-02-01T08:00:00Z'), (gen_random_uuid(), '${C(5)}', 'u1', 4, '2031-03-01T08:00:00Z')`)
    try {
      const ratings = await rows(ratingsQuery(C(5)))
      expect(ratings.map((r) => [r.author_name, r.author_deactivated_at !== null])).toEqual([
        ['Mette Jensen', false],
        ['Anders Fratrådt', true],
      ])
    } finally {
      await local.db.exec(`delete from contact_ratings where contact_id = '${C(5)}'`)
    }
  })
})

describe('the directory’s builder queries', () => {
  it('counts contacts per category, and the fixed cards’ colleagues and others', async () => {
    expect(new Map((await rows(contactsPerCategoryQuery())).map((r) => [r.category, r.n]))).toEqual(
      new Map([
        ['Underentreprenører', 1],
        ['Rådgivere', 2],
        ['Medarbejdere', 1],
      ]),
    )
    // Five active colleagues and Anne Vikar; the four contacts outside Medarbejdere, Ole Friis without a category among them.
    expect(await rows(fixedCategoryCountsQuery())).toEqual([{ employees: 6, partners: 4 }])
  })

  it('lists the custom categories by name, case-blind', async () => {
    expect((await rows(categoriesQuery())).map((c) => c.name)).toEqual(['rådgivere', 'Underentreprenører'])
  })

  it('names each rating’s author, else as unknown, newest first', async () => {
    const dated = (await rows(ratingsQuery(C(3)))).filter((r) => r.user_id !== 'u1')
    expect(dated.map((r) => [r.rating, r.comment, r.author_name])).toEqual([
      [4, null, 'Ukendt bruger'],
      [2, 'Sen', 'Ukendt bruger'],
    ])
    expect(await rows(ratingsQuery(C(4)))).toEqual([expect.objectContaining({ rating: 3, comment: null, author_name: 'Mette Jensen' })])
  })

  it('reads a colleague’s private columns where they are held', async () => {
    expect(await rows(profileDetailsQuery('u1'))).toEqual([
      { address: 'Havnevej 1', city: 'Aarhus', postal_code: null, country: null, emergency_contact_name: null, emergency_contact_phone: null },
    ])
    expect(await rows(profileDetailsQuery('u2'))).toEqual([])
  })
})
