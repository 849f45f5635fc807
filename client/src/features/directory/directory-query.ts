// The directory as SQL: colleagues (profiles) and contacts as one list of entries that the
// category, role filter and search narrow down in the database, sorted in Danish order, so a
// page of 2,400 people loads (and renders) only the page shown.
import { localQuery, personName, type QueryRow } from '@/db/local-query'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import { roleNameSql } from '../../../../sync/role-labels'
import type { ContactPerson, Entry, ProfilePerson } from './directory-entries'
import { personNameSql } from '../../../../sync/person-name'

/** lower() with æ, ø, å after z (as in Danish; ä, ö, ü and é, è sorted as æ, ø, y and e). */
export const danishSortKey = (expr: string) => `translate(lower(${expr}), 'æøåäöüéè', '{|}{|yee')`

const ratings = `select contact_id, avg(rating)::float8 as average_rating, count(*)::int as rating_count
  from contact_ratings group by contact_id`

/** A contact with its rating average and count, as the directory's dialogs use it. */
export const CONTACT_SQL = `select c.id, c.full_name, c.email, c.phone, c.role, c.company, c.company_url, c.address, c.city,
    c.postal_code, c.country, c.notes, c.color, c.category, c.created_by,
    r.average_rating, coalesce(r.rating_count, 0) as rating_count
  from contacts c left join (${ratings}) r on r.contact_id = c.id`

// Colleagues and contacts as one list, with what the filters, the order and the count need.
const ENTRIES = `(
  select 'p:' || p.user_id as key, 'profile' as kind, p.user_id as id, null::text as category,
         ${personNameSql('p')} as name,
         coalesce(nullif(trim(p.title), ''), ${roleNameSql('p.role')}) as role_text,
         null::text as company, null::text as city, p.email, p.phone
    from profiles p
   -- Leavers (deactivated) are not listed; their posts still name them.
   where p.deactivated_at is null
  union all
  select 'c:' || c.id, 'contact', c.id::text, c.category, c.full_name,
         coalesce(nullif(trim(c.role), ''), 'Kontakt'), c.company, c.city, c.email, c.phone
    from contacts c
) e`

// Each entry carries its person as JSON, so colleagues and contacts share one row shape. As
// subqueries in the outer select, Postgres builds them after the sort and LIMIT: for the page
// shown, not for all 2,400 people.
const PERSON = `case when e.kind = 'profile' then
    (select jsonb_build_object('user_id', p.user_id, 'full_name', p.full_name, 'name', p.name, 'email', p.email, 'title', p.title,
       'role', p.role, 'phone', p.phone, 'image', p.image, 'color', p.color, 'birthday', p.birthday_day,
       'certifications', p.certifications)
       from profiles p where p.user_id = e.id)
  else (select to_jsonb(c) from (${CONTACT_SQL}) c where c.id = e.id::uuid) end`

export interface DirectoryFilter {
  /** '' = everyone (the overview), else a fixed or custom category's name. */
  category: string
  role: string
  query: string
}

/** The where clause and its parameters ($1…); `role: false` leaves the role filter out. */
function where(filter: DirectoryFilter, role = true): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.category, FIXED_CATEGORIES.employees, FIXED_CATEGORIES.partners]
  const parts = [
    `($1 = ''
      or ($1 = $2 and (e.kind = 'profile' or e.category = $2))
      or ($1 = $3 and e.kind = 'contact' and e.category is distinct from $2)
      or ($1 not in ($2, $3) and e.kind = 'contact' and e.category = $1))`,
  ]
  if (role && filter.role) {
    params.push(filter.role)
    parts.push(`e.role_text = $${params.length}`)
  }
  // Every word must match somewhere; strpos needs no escaping of % or _.
  for (const word of filter.query.toLocaleLowerCase('da').split(/\s+/).filter(Boolean)) {
    params.push(word)
    parts.push(`strpos(lower(concat_ws(' ', e.name, e.role_text, e.email, e.phone, e.company, e.city)), $${params.length}) > 0`)
  }
  return { sql: parts.join(' and '), params }
}

export function entriesQuery(filter: DirectoryFilter): { sql: string; params: unknown[] } {
  const w = where(filter)
  return {
    sql: `select e.key, e.kind, e.name, e.role_text, ${PERSON} as person from ${ENTRIES} where ${w.sql} order by ${danishSortKey('e.name')}, e.key`,
    params: w.params,
  }
}

export function entryCountQuery(filter: DirectoryFilter): { sql: string; params: unknown[] } {
  const w = where(filter)
  return { sql: `select count(*)::int as n from ${ENTRIES} where ${w.sql}`, params: w.params }
}

/** The role filter's choices: every label in the category, whatever is searched. */
export function roleOptionsQuery(category: string): { sql: string; params: unknown[] } {
  const w = where({ category, role: '', query: '' }, false)
  return { sql: `select distinct e.role_text from ${ENTRIES} where ${w.sql}`, params: w.params }
}

/** Rated contacts outside Medarbejdere, best average first, then most ratings (the top 5 list). */
export const TOP_RATED_SQL = `select * from (${CONTACT_SQL}) c
  where c.rating_count > 0 and c.category is distinct from '${FIXED_CATEGORIES.employees}'
  order by c.average_rating desc, c.rating_count desc, ${danishSortKey('c.full_name')}, c.id limit $1`

export interface EntryRow {
  key: string
  kind: 'profile' | 'contact'
  name: string
  role_text: string
  person: ProfilePerson | ContactPerson
}

export const toEntry = (r: EntryRow): Entry =>
  r.kind === 'profile'
    ? { kind: 'profile', key: r.key, name: r.name, roleText: r.role_text, person: r.person as ProfilePerson }
    : { kind: 'contact', key: r.key, name: r.name, roleText: r.role_text, person: r.person as ContactPerson }

/** Contacts per category name, for the category grid. */
export const contactsPerCategoryQuery = () =>
  localQuery
    .selectFrom('contacts')
    .select((eb) => ['category', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
    .where('category', 'is not', null)
    .groupBy('category')
    .$narrowType<{ category: string }>()
    .compile()

/** The fixed cards' counts: active colleagues plus Medarbejdere contacts; every other contact. */
export const fixedCategoryCountsQuery = () =>
  localQuery
    .selectNoFrom(({ eb, selectFrom }) => {
      const employees = FIXED_CATEGORIES.employees
      const profiles = selectFrom('profiles').select((s) => s.fn.countAll().as('n')).where('deactivated_at', 'is', null)
      const colleagues = selectFrom('contacts').select((s) => s.fn.countAll().as('n')).where('category', '=', employees)
      const others = selectFrom('contacts').select((s) => s.fn.countAll().as('n')).where('category', 'is distinct from', employees)
      return [
        eb(eb.cast<number>(profiles, 'integer'), '+', eb.cast<number>(colleagues, 'integer')).as('employees'),
        eb.cast<number>(others, 'integer').as('partners'),
      ]
    })
    .compile()

/** Without created_at: the pages never show it, and the category rules read the server's row type, whose timestamps are text. */
export const categoriesQuery = () =>
  localQuery
    .selectFrom('contact_categories')
    .select(['id', 'name', 'description', 'created_by'])
    .orderBy((eb) => eb.fn('lower', ['name']))
    .compile()
export type CategoryRow = QueryRow<ReturnType<typeof categoriesQuery>>

/** Each rating of a contact with its author's name, newest first. */
export const ratingsQuery = (contactId: string) =>
  localQuery
    .selectFrom('contact_ratings as r')
    .leftJoin('profiles as p', 'p.user_id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.rating', 'r.comment', 'r.updated_at', personName('p').as('author_name'), 'p.deactivated_at as author_deactivated_at'])
    .where('r.contact_id', '=', contactId)
    .orderBy('r.updated_at', 'desc')
    .compile()
export type RatingWithAuthor = QueryRow<ReturnType<typeof ratingsQuery>>

/** Private columns of a colleague, present only for admins (profile_details). */
export const profileDetailsQuery = (userId: string) =>
  localQuery
    .selectFrom('profile_details')
    .select(['address', 'city', 'postal_code', 'country', 'emergency_contact_name', 'emergency_contact_phone'])
    .where('user_id', '=', userId)
    .compile()
