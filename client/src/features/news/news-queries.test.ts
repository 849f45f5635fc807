// The news feed's query against a real PGlite with the real local tables and the outbox: order,
// the author, comment counts and the viewer's must-read state, a queued confirmation included.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { newsFeedQuery } from './news-queries'

const id = testUuid

const { rows } = seededLocalTestDatabase(`
  insert into profiles (user_id, email, full_name, name, role, image, color) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', 'Anna', 'employee', '/a.png', '#f00');
  insert into company_news (id, user_id, headline, content, visibility, created_at, updated_at) values
    ('${id(1)}', 'u-anna', 'Ny kantine', 'Åbner mandag', 'company', '2031-03-01 08:00+00', now()),
    ('${id(2)}', 'u-gone', null, 'Husk møde', 'company', '2031-03-02 08:00+00', now()),
    ('${id(3)}', 'u-anna', null, 'Kun projektet', 'project', '2031-03-03 08:00+00', now()),
    ('${id(4)}', null, null, 'Gammel nyhed', 'company', '2031-02-01 08:00+00', now());
  insert into news_comments (id, news_id, user_id, content, created_at) values
    ('${id(11)}', '${id(1)}', 'u-anna', 'Godt', now()), ('${id(12)}', '${id(1)}', null, 'Ja', now());
  insert into must_read_news (news_id, marked_by, marked_at) values ('${id(1)}', 'u-anna', now()), ('${id(2)}', null, now());
  insert into news_read_confirmations (news_id, user_id, confirmed_at) values
    ('${id(1)}', 'u-bo', '2031-03-01 09:00+00'), ('${id(1)}', 'u-anna', '2031-03-01 10:00+00');
  insert into local.outbox (id, method, path, body, idempotency_key, created_at, next_attempt_at)
    values (gen_random_uuid(), 'POST', '/api/must-read/${id(2)}/confirm', null, 'k1', now(), now());
`)

describe('news feed query', () => {
  it('lists the company’s news newest first, with author, comment count and must-read state', async () => {
    const feed = await rows(newsFeedQuery('u-bo', 10))
    expect(feed.map((n) => n.id)).toEqual([id(2), id(1), id(4)])
    expect(feed[1]).toEqual({
      id: id(1),
      user_id: 'u-anna',
      headline: 'Ny kantine',
      content: 'Åbner mandag',
      created_at: new Date('2031-03-01T08:00:00Z'),
      author_full_name: 'Anna Berg',
      author_short_name: 'Anna',
      author_email: 'anna@firma.dk',
      author_image: '/a.png',
      author_color: '#f00',
      author_deactivated_at: null,
      comment_count: 2,
      must_read: true,
      read_confirmed_at: new Date('2031-03-01T09:00:00Z'),
      read_queued: false,
    })
    expect(feed[0]).toMatchObject({ author_full_name: null, comment_count: 0, must_read: true, read_confirmed_at: null, read_queued: true })
    expect(feed[2]).toMatchObject({ must_read: false, read_queued: false })
  })

  it('takes only the newest `limit` items', async () => {
    expect((await rows(newsFeedQuery('u-bo', 1))).map((n) => n.id)).toEqual([id(2)])
  })
})
