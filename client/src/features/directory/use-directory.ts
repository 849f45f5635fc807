// Live directory data from the local tables (profiles, contacts, contact_categories,
// contact_ratings), filtered, counted and paged in SQL: a new rating anywhere moves the
// numbers and the top 5 at once, and a large firm loads only the page shown.
import { useMemo } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { useLiveCount } from '@/components/paged-list/use-live-count'
import { usePagedLiveQuery, type PagedList } from '@/components/paged-list/use-paged-live-query'
import { TOP_RATED_COUNT } from '../../../../sync/inputs/directory'
import type { ContactPerson, Entry } from './directory-entries'
import {
  categoriesQuery,
  contactsPerCategoryQuery,
  CONTACT_SQL,
  entriesQuery,
  entryCountQuery,
  fixedCategoryCountsQuery,
  profileDetailsQuery,
  ratingsQuery,
  roleOptionsQuery,
  toEntry,
  TOP_RATED_SQL,
  type CategoryRow,
  type DirectoryFilter,
  type EntryRow,
  type RatingWithAuthor,
} from './directory-query'

export type { CategoryRow, RatingWithAuthor } from './directory-query'

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
  const rows = useLiveQuery(contactsPerCategoryQuery())?.rows
  return useMemo(() => new Map((rows ?? []).map((r) => [r.category, r.n])), [rows])
}

/** The fixed cards' counts: colleagues and Medarbejdere contacts; every other contact. */
export function useFixedCategoryCounts(): { employees: number; partners: number } {
  const row = useLiveQuery(fixedCategoryCountsQuery())?.rows[0]
  return row ?? { employees: 0, partners: 0 }
}

export const useCategories = (): CategoryRow[] | undefined => useLiveQuery(categoriesQuery())?.rows

/** Each rating with its author's name, so a rating can be weighed by who gave it. */
export const useRatings = (contactId: string): RatingWithAuthor[] | undefined => useLiveQuery(ratingsQuery(contactId))?.rows

/** Private columns of a colleague, present only for admins (profile_details). */
export const useProfileDetails = (userId: string | null) => useLiveQuery(profileDetailsQuery(userId ?? ''))?.rows[0]
