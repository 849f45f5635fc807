// Live directory data from the local tables (profiles, contacts, contact_categories,
// contact_ratings), filtered, counted and paged in SQL: a new rating anywhere moves the
// numbers and the top 5 at once, and a large firm loads only the page shown.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { FIXED_CATEGORIES, TOP_RATED_COUNT } from '../../../../sync/inputs/directory'
import type { ContactCategory } from '../../../../sync/schema'
import type { ContactPerson, Entry } from './directory-entries'
import { personNameSql } from '../../../../sync/person-name'
import {
  CONTACT_SQL,
  entriesQuery,
  entryCountQuery,
  roleOptionsQuery,
  toEntry,
  TOP_RATED_SQL,
  type DirectoryFilter,
  type EntryRow,
} from './directory-query'

/** Whole rows of the 1-, 2- and 3-column grid. */
export const DIRECTORY_PAGE_SIZE = 30

/** A page of people matching the filter, how many match in all, and "Vis flere". */
export function useDirectoryEntries(filter: DirectoryFilter): { list: PagedList<EntryRow>; entries?: Entry[]; total?: number } {
  const q = entriesQuery(filter)
  const count = entryCountQuery(filter)
  const list = usePagedLiveQuery<EntryRow>(q.sql, q.params, { pageSize: DIRECTORY_PAGE_SIZE, keepPreviousRows: true })
  const total = useLiveCount(count.sql, count.params)
  const entries = useMemo(() => list.rows?.map(toEntry), [list.rows])
  return { list, entries, total }
}

const collator = new Intl.Collator('da')

/** The role filter's labels in the category (a handful, so sorted here in Danish). */
export function useRoleOptions(category: string): string[] | undefined {
  const q = roleOptionsQuery(category)
  const rows = useLiveQuery<{ role_text: string }>(q.sql, q.params)?.rows
  return useMemo(() => rows?.map((r) => r.role_text).sort(collator.compare), [rows])
}

/** One contact, live (a dialog follows edits and new ratings); null when it is gone. */
export function useContact(id: string | null): ContactPerson | null | undefined {
  const rows = useLiveQuery<ContactPerson>(`select * from (${CONTACT_SQL}) c where c.id::text = $1`, [id ?? ''])?.rows
  return rows === undefined ? undefined : (rows[0] ?? null)
}

export const useTopRated = () => useLiveQuery<ContactPerson>(TOP_RATED_SQL, [TOP_RATED_COUNT])?.rows

/** Contacts per category name, for the category grid. */
export function useContactsPerCategory(): Map<string, number> {
  const rows = useLiveQuery<{ category: string; n: number }>(
    `select category, count(*)::int as n from contacts where category is not null group by category`,
    [],
  )?.rows
  return useMemo(() => new Map((rows ?? []).map((r) => [r.category, r.n])), [rows])
}

/** The fixed cards' counts: colleagues and Medarbejdere contacts; every other contact. */
export function useFixedCategoryCounts(): { employees: number; partners: number } {
  const row = useLiveQuery<{ employees: number; partners: number }>(
    `select (select count(*) from profiles where deactivated_at is null)::int + (select count(*) from contacts where category = $1)::int as employees,
            (select count(*) from contacts where category is distinct from $1)::int as partners`,
    [FIXED_CATEGORIES.employees],
  )?.rows[0]
  return row ?? { employees: 0, partners: 0 }
}

export function useCategories(): ContactCategory[] | undefined {
  return useLiveQuery<ContactCategory>(`select id, name, description, created_by, created_at from contact_categories order by lower(name)`, [])?.rows
}

export interface RatingWithAuthor {
  id: string
  user_id: string
  rating: number
  comment: string | null
  updated_at: Date
  author_name: string
  author_deactivated_at: Date | null
}

/** $1 the contact's id. */
export const RATINGS_SQL = `select r.id, r.user_id, r.rating, r.comment, r.updated_at,
    ${personNameSql('p')} as author_name,
    p.deactivated_at as author_deactivated_at
   from contact_ratings r left join profiles p on p.user_id = r.user_id
  where r.contact_id = $1
  order by r.updated_at desc`

/** Each rating with its author's name, so a rating can be weighed by who gave it. */
export function useRatings(contactId: string): RatingWithAuthor[] | undefined {
  return useLiveQuery<RatingWithAuthor>(RATINGS_SQL, [contactId])?.rows
}

/** Private columns of a colleague, present only for admins (profile_details). */
export function useProfileDetails(userId: string | null) {
  return useLiveQuery<{
    address: string | null
    city: string | null
    postal_code: string | null
    country: string | null
    emergency_contact_name: string | null
    emergency_contact_phone: string | null
  }>(
    `select address, city, postal_code, country, emergency_contact_name, emergency_contact_phone
       from profile_details where user_id = $1`,
    [userId ?? ''],
  )?.rows[0]
}
