// People in the directory: colleagues (profiles) and contacts, as one list of entries. The
// list itself (category, search, role filter, order) is SQL: directory-query.ts.
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

export function contactEntry(c: ContactPerson): Entry {
  return { kind: 'contact', key: `c:${c.id}`, name: c.full_name, roleText: c.role?.trim() || 'Kontakt', person: c }
}
