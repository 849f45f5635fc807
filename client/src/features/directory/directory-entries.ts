// People in the directory: colleagues (profiles) and contacts, as one list of entries. The
// list itself (category, search, role filter, order) is SQL: directory-query.ts.
import type { Certification, Contact } from '../../../../sync/schema'

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

/** A contact's row (sync/schema) but its creation time, with the average and count of its ratings. */
export type ContactPerson = Omit<Contact, 'created_at'> & { average_rating: number | null; rating_count: number }

export type Entry =
  | { kind: 'profile'; key: string; name: string; roleText: string; person: ProfilePerson }
  | { kind: 'contact'; key: string; name: string; roleText: string; person: ContactPerson }

export function contactEntry(c: ContactPerson): Entry {
  return { kind: 'contact', key: `c:${c.id}`, name: c.full_name, roleText: c.role?.trim() || 'Kontakt', person: c }
}
