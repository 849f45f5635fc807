// The company-news feed's SQL on a real PGlite with the browser's own schema: a leaver's item
// stays, named, with the date they left so the feed marks them as a former employee.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { newsFeedQuery, type NewsRow } from './news-queries'

const N = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

const local = seededLocalTestDatabase(`insert into profiles (user_id, full_name, email, role, deactivated_at) values
    ('mette', 'Mette Jensen', 'mette@firma.dk', 'user', null),
    ('anders', 'Anders Fratrådt', 'anders@firma.dk', 'user', '2031-03-01T12:00:00Z');
  insert into company_news (id, user_id, content, visibility, created_at, updated_at) values
    ('${N(1)}', 'anders', 'Kranen er leveret', 'company', '2031-01-01T08:00:00Z', now()),
    ('${N(2)}', 'mette', 'Julefrokost', 'company', '2031-02-01T08:00:00Z', now()),
    ('${N(3)}', 'u-gone', 'Gammel nyhed', 'company', '2030-12-01T08:00:00Z', now())`)

describe('company news in the browser', () => {
  it('keeps a leaver’s items, newest first, with when the author left', async () => {
    const feed = newsFeedQuery('mette', 10)
    const rows = (await local.db.query<NewsRow>(feed.sql, [...feed.parameters])).rows
    expect(rows.map((r) => [r.content, r.author_full_name, r.author_deactivated_at])).toEqual([
      ['Julefrokost', 'Mette Jensen', null],
      ['Kranen er leveret', 'Anders Fratrådt', new Date('2031-03-01T12:00:00Z')],
      ['Gammel nyhed', null, null],
    ])
  })
})
