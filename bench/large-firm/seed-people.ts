// The firm's people straight into PostgreSQL: 2,000 users in better-auth's tables (so each
// can sign in with the one password whose hash we copy from the administrator the app created),
// their profiles (from the trigger on "user", then filled in), departments, contacts.
import type pg from 'pg'
import { CITIES, COMPANIES, CONTACT_CATEGORIES, DEPARTMENTS, FIRST_NAMES, LAST_NAMES, MARKERS, STREETS, TITLES } from './texts'

export const EMPLOYEES = 2000
/** Generated (non-marker) people are lf-u-0004 … lf-u-2000; ids below 4 are the markers. */
export const randomUser = `'lf-u-' || lpad((4 + floor(random() * ${EMPLOYEES - 3}))::int::text, 4, '0')`
export const userId = (n: string) => `'lf-u-' || lpad((${n})::int::text, 4, '0')`

const ascii = (expr: string) => `replace(replace(replace(lower(${expr}), 'æ', 'ae'), 'ø', 'oe'), 'å', 'aa')`

export async function seedPeople(db: pg.PoolClient, passwordHash: string): Promise<void> {
  const m = MARKERS
  await db.query(
    `insert into "user" (id, name, email, "emailVerified", role, "createdAt", "updatedAt")
     select ${userId('i')}, n.name,
            coalesce(n.email, ${ascii(`replace(n.name, ' ', '.')`)} || '@storfirma.dk'),
            true, case when i > $6 - 20 then 'admin' else 'user' end, t, t
       from generate_series(1, $6) i,
            lateral (select case i when 1 then $7 when 2 then $8 when 3 then $9
                       else ($1::text[])[1 + i % $2] || ' ' || ($3::text[])[1 + (i / $2) % $4] end as name,
                            case i when 1 then $5 end as email) n,
            lateral (select now() - (i * interval '1 day') as t) c(t)`,
    [FIRST_NAMES, FIRST_NAMES.length, LAST_NAMES, LAST_NAMES.length, m.employee.email, EMPLOYEES, m.employee.name, m.firstColleague.name, m.vacationer.name],
  )
  await db.query(
    `insert into account (id, "accountId", "providerId", "userId", password)
     select 'lf-a-' || substr(id, 6), id, 'credential', id, $1 from "user" where id like 'lf-u-%'`,
    [passwordHash],
  )
  await db.query(
    `update profiles p
        set name = split_part(u.name, ' ', 1),
            title = ($1::text[])[1 + u.n % cardinality($1::text[])],
            phone = '+45 ' || lpad(((u.n * 7919) % 90000000 + 10000000)::text, 8, '0'),
            address = ($2::text[])[1 + u.n % cardinality($2::text[])] || ' ' || (1 + u.n % 140),
            city = ($3::text[])[1 + u.n % cardinality($3::text[])],
            postal_code = ($4::text[])[1 + u.n % cardinality($4::text[])],
            country = 'Danmark',
            -- The sidebar lists everyone's birthday on every page: the marker people have none,
            -- so their names are on a page only when that page shows them.
            birthday = case when u.n > 3 then date '1960-01-01' + (u.n * 37 % 14600) end,
            color = (array['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#8b5cf6', '#ec4899'])[1 + u.n % 8]
       from (select id, name, substr(id, 6)::int as n from "user" where id like 'lf-u-%') u
      where p.user_id = u.id`,
    [TITLES, STREETS, CITIES.map((c) => c[0]), CITIES.map((c) => c[1])],
  )
  await db.query(`insert into departments (name) select unnest($1::text[])`, [DEPARTMENTS])
  await db.query(
    `insert into contact_categories (name, description, created_by)
     select c, 'Vores faste ' || lower(c), 'lf-u-2000' from unnest($1::text[]) c`,
    [CONTACT_CATEGORIES],
  )
  await db.query(
    `insert into contacts (full_name, email, phone, role, company, city, postal_code, country, notes, category, created_by, created_at)
     select n.name, ${ascii(`replace(n.name, ' ', '.')`)} || '@' || ${ascii(`replace(split_part(co, ' ', 1), '&', '')`)} || '.dk',
            '+45 ' || (20000000 + i * 104729 % 70000000), (array['Direktør', 'Partner', 'Konsulent', 'Sagsbehandler'])[1 + i % 4],
            co, ($5::text[])[1 + i % cardinality($5::text[])], '8000', 'Danmark',
            'Kontakt via ' || co || '. Foretrækker mail frem for telefon.',
            ($6::text[])[1 + i % cardinality($6::text[])], ${randomUser}, now() - i * interval '4 days'
       from generate_series(1, 400) i,
            lateral (select case i when 1 then $7 else ($1::text[])[1 + (i * 7) % $2] || ' ' || ($3::text[])[1 + (i * 11) % $4] end as name,
                            ($8::text[])[1 + i % cardinality($8::text[])] as co) n`,
    [FIRST_NAMES, FIRST_NAMES.length, LAST_NAMES, LAST_NAMES.length, CITIES.map((c) => c[0]), CONTACT_CATEGORIES, m.firstContact, COMPANIES],
  )
}
