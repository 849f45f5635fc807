// People in the directory: colleagues (profiles) and contacts, as one list that search and
// the role filter work on. Pure functions, so they are tested without a browser.
import { roleLabel } from '../profile/profile-display'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import type { Certification } from '../../../../sync/schema'

export interface ProfilePerson {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
  title: string | null
  role: string
  phone: string | null
  image: string | null
  color: string | null
  /** 'MM-DD': colleagues see the day, not the year. */
  birthday: string | null
  certifications: Certification[] | null
}

export interface ContactPerson {
  id: string
  full_name: string
  email: string | null
  phone: string | null
  role: string | null
  company: string | null
  company_url: string | null
  address: string | null
  city: string | null
  postal_code: string | null
  country: string | null
  notes: string | null
  color: string | null
  category: string | null
  created_by: string | null
  average_rating: number | null
  rating_count: number
}

export type Entry =
  | { kind: 'profile'; key: string; name: string; roleText: string; person: ProfilePerson }
  | { kind: 'contact'; key: string; name: string; roleText: string; person: ContactPerson }

export function profileEntry(p: ProfilePerson): Entry {
  const name = p.full_name?.trim() || p.name?.trim() || p.email || 'Ukendt bruger'
  return { kind: 'profile', key: `p:${p.user_id}`, name, roleText: roleLabel(p.title, p.role), person: p }
}

export function contactEntry(c: ContactPerson): Entry {
  return { kind: 'contact', key: `c:${c.id}`, name: c.full_name, roleText: c.role?.trim() || 'Kontakt', person: c }
}

const byName = (a: Entry, b: Entry) => a.name.localeCompare(b.name, 'da')

/** The overview: every colleague and every contact. */
export function allEntries(profiles: ProfilePerson[], contacts: ContactPerson[]): Entry[] {
  return [...profiles.map(profileEntry), ...contacts.map(contactEntry)].sort(byName)
}

/**
 * A category page: colleagues plus contacts filed under Medarbejdere; for
 * Samarbejdspartnere every contact not filed under Medarbejdere (its sub-categories included,
 * which the grid then narrows down); otherwise that category's contacts.
 */
export function entriesOfCategory(category: string, profiles: ProfilePerson[], contacts: ContactPerson[]): Entry[] {
  if (category === FIXED_CATEGORIES.employees) {
    return allEntries(profiles, contacts.filter((c) => c.category === FIXED_CATEGORIES.employees))
  }
  if (category === FIXED_CATEGORIES.partners) {
    return contacts.filter((c) => c.category !== FIXED_CATEGORIES.employees).map(contactEntry).sort(byName)
  }
  return contacts.filter((c) => c.category === category).map(contactEntry).sort(byName)
}

function haystack(e: Entry): string {
  const p = e.person
  const extra = e.kind === 'contact' ? [e.person.company, e.person.city] : []
  return [e.name, e.roleText, p.email, p.phone, ...extra].filter(Boolean).join(' ').toLocaleLowerCase('da')
}

/** Search (every word must match somewhere) and role filter ('' = all). */
export function filterEntries(entries: Entry[], query: string, role: string): Entry[] {
  const words = query.toLocaleLowerCase('da').split(/\s+/).filter(Boolean)
  return entries.filter((e) => (!role || e.roleText === role) && words.every((w) => haystack(e).includes(w)))
}

export function roleOptions(entries: Entry[]): string[] {
  return [...new Set(entries.map((e) => e.roleText))].sort((a, b) => a.localeCompare(b, 'da'))
}

/** Rated contacts, best average first, then most ratings (spec: top 5 for partners). */
export function topRated(contacts: ContactPerson[], count: number): ContactPerson[] {
  return contacts
    .filter((c) => c.rating_count > 0 && c.average_rating !== null)
    .sort((a, b) => b.average_rating! - a.average_rating! || b.rating_count - a.rating_count || a.full_name.localeCompare(b.full_name, 'da'))
    .slice(0, count)
}
