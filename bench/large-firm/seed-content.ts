// Five years of posts, news and comments, set-based. Item 1 of each series is the newest
// and carries the marker text the browser waits for.
import type pg from 'pg'
import { randomUser } from './seed-people'
import { COMMENTS, DEPARTMENTS, HEADLINE_OPENINGS, MARKERS, SENTENCES } from './texts'

export const COUNTS = { posts: 20_000, pendingPosts: 500, postComments: 20_000, news: 5_000, newsComments: 15_000 }

/** n random sentences from $1 (a text[] parameter), joined by sep. */
const sentences = (n: number, sep = ' ') =>
  Array.from({ length: n }, () => `($1::text[])[1 + floor(random() * cardinality($1::text[]))::int]`).join(` || '${sep}' || `)

const html = `'<p>' || ${sentences(2)} || '</p><p>' || ${sentences(3)} || '</p>'`

async function comments(db: pg.PoolClient, table: 'post_comments' | 'news_comments', parent: string, count: number) {
  const [fk, where] = table === 'post_comments' ? ['post_id', 'where approved'] : ['news_id', '']
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${parent} ${where}`)
  // A constant modulus keeps the join a hash join (a per-row total made it a nested loop).
  await db.query(
    `with p as (select id, created_at, row_number() over (order by created_at desc) as rn from ${parent} ${where})
     insert into ${table} (${fk}, user_id, content, created_at)
     select p.id, ${randomUser}, ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int],
            least(now(), p.created_at + random() * interval '3 days')
       from generate_series(1, $2) i
       join p on p.rn = 1 + (i * 7919) % $3::bigint`,
    [COMMENTS, count, Number(rows[0].n)],
  )
}

export async function seedContent(db: pg.PoolClient, adminId: string): Promise<void> {
  const common = [SENTENCES, HEADLINE_OPENINGS, DEPARTMENTS]
  const headline = `($2::text[])[1 + i % cardinality($2::text[])] || ' ' || lower(($3::text[])[1 + (i / 7) % cardinality($3::text[])])`
  await db.query(
    `insert into posts (user_id, headline, content, department_id, approved, approved_by, approved_at, created_at, updated_at)
     select ${randomUser},
            case i when 1 then $5 else ${headline} || ' – uge ' || to_char(t, 'IW, IYYY') end,
            ${html}, (select id from departments order by name offset i % 8 limit 1), true, $6, t + interval '2 hours', t, t
       from generate_series(1, $4) i,
            lateral (select now() - interval '2 hours' - (i - 1) * (interval '5 years' / $4) as t) c`,
    [...common, COUNTS.posts, MARKERS.newestPost, adminId],
  )
  await db.query(
    `insert into posts (user_id, headline, content, approved, created_at, updated_at)
     select ${randomUser}, 'Udkast: ' || ${headline}, ${html}, false, t, t
       from generate_series(1, $4) i, lateral (select now() - random() * interval '60 days' as t) c`,
    [...common, COUNTS.pendingPosts],
  )
  await comments(db, 'post_comments', 'posts', COUNTS.postComments)
  await db.query(
    `insert into company_news (user_id, headline, content, created_at, updated_at)
     select ${randomUser},
            case i when 1 then $5 else ${headline} || ' – ' || to_char(t, 'DD.MM.YYYY') end,
            ${sentences(3)} || E'\\n\\n' || ${sentences(2)}, t, t
       from generate_series(1, $4) i,
            lateral (select now() - interval '1 hour' - (i - 1) * (interval '5 years' / $4) as t) c`,
    [...common, COUNTS.news, MARKERS.newestNews],
  )
  await comments(db, 'news_comments', 'company_news', COUNTS.newsComments)
}
