// The posts queries against a real PGlite with the real local tables: the tabs, the author and
// department, comment counts, the local counts, and comments of posts and news items.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { commentsQuery, departmentsQuery, localPostCountsQuery, postsQuery, recentPostsQuery } from './post-queries'

const id = testUuid
const SALES = id(100)

const { rows } = seededLocalTestDatabase(`
  insert into departments (id, name, created_at) values ('${SALES}', 'Salg', now()), ('${id(101)}', 'Lager', now());
  insert into profiles (user_id, email, full_name, name, role, title, image, color, deactivated_at) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', 'Anna', 'admin', 'Chef', '/a.png', '#f00', '2031-05-01 00:00+00');
  insert into posts (id, user_id, headline, content, images, department_id, approved, created_at, updated_at) values
    ('${id(1)}', 'u-anna', 'Ny kunde', '<p>Hej</p>', '["/i/1.png"]', '${SALES}', true, '2031-03-01 08:00+00', now()),
    ('${id(2)}', 'u-gone', 'Udkast', '<p>Snart</p>', '[]', null, false, '2031-03-02 08:00+00', now()),
    ('${id(3)}', null, 'Ældre', '<p>Før</p>', '[]', null, true, '2031-02-01 08:00+00', now());
  insert into post_comments (id, post_id, user_id, content, created_at) values
    ('${id(11)}', '${id(1)}', null, 'Senere', '2031-03-01 10:00+00'),
    ('${id(12)}', '${id(1)}', 'u-anna', 'Først', '2031-03-01 09:00+00');
  insert into company_news (id, user_id, headline, content, visibility, created_at, updated_at) values
    ('${id(21)}', 'u-anna', null, 'Nyhed', 'company', now(), now());
  insert into news_comments (id, news_id, user_id, content, created_at) values ('${id(22)}', '${id(21)}', 'u-anna', 'Til nyheden', now());
`)

describe('post queries', () => {
  it('lists posts newest first under each tab', async () => {
    expect((await rows(postsQuery('all'))).map((p) => p.id)).toEqual([id(2), id(1), id(3)])
    expect((await rows(postsQuery('approved'))).map((p) => p.id)).toEqual([id(1), id(3)])
    expect((await rows(postsQuery('pending'))).map((p) => p.id)).toEqual([id(2)])
    expect((await rows(recentPostsQuery(1))).map((p) => p.id)).toEqual([id(2)])
  })

  it('brings the author’s profile, the department and the comment count', async () => {
    const [post] = await rows(postsQuery('approved'))
    expect(post).toEqual({
      id: id(1),
      user_id: 'u-anna',
      headline: 'Ny kunde',
      content: '<p>Hej</p>',
      images: ['/i/1.png'],
      department_id: SALES,
      department_name: 'Salg',
      approved: true,
      created_at: new Date('2031-03-01T08:00:00Z'),
      author_full_name: 'Anna Berg',
      author_short_name: 'Anna',
      author_email: 'anna@firma.dk',
      author_image: '/a.png',
      author_title: 'Chef',
      author_role: 'admin',
      author_color: '#f00',
      author_deactivated_at: new Date('2031-05-01T00:00:00Z'),
      comment_count: 2,
    })
    expect((await rows(postsQuery('pending')))[0]).toMatchObject({ author_full_name: null, department_name: null, comment_count: 0 })
  })

  it('counts the local posts under each tab', async () => {
    expect(await rows(localPostCountsQuery())).toEqual([{ pending: 1, approved: 2 }])
  })

  it('lists departments by name', async () => {
    expect((await rows(departmentsQuery())).map((d) => d.name)).toEqual(['Lager', 'Salg'])
  })

  it('lists a post’s or a news item’s comments oldest first, with the author', async () => {
    const comments = await rows(commentsQuery('post_comments', id(1)))
    expect(comments.map((c) => [c.content, c.author_full_name])).toEqual([
      ['Først', 'Anna Berg'],
      ['Senere', null],
    ])
    expect((await rows(commentsQuery('news_comments', id(21)))).map((c) => c.content)).toEqual(['Til nyheden'])
  })
})
