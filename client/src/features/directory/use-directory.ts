// Live directory data from the local tables (profiles, contacts, contact_categories,
// contact_ratings). Averages and counts are computed here, so a new rating anywhere moves
// the numbers and the top-5 at once.
import { useLiveQuery } from '@electric-sql/pglite-react'
import type { ContactCategory } from '../../../../sync/schema'
import type { ContactPerson, ProfilePerson } from './directory-entries'

export function useDirectoryProfiles(): ProfilePerson[] | undefined {
  return useLiveQuery<ProfilePerson>(
    `select user_id, full_name, name, email, title, role, phone, image, color, birthday_day as birthday, certifications
       from profiles`,
    [],
  )?.rows
}

export function useContacts(): ContactPerson[] | undefined {
  return useLiveQuery<ContactPerson>(
    `select c.id, c.full_name, c.email, c.phone, c.role, c.company, c.company_url, c.address, c.city, c.postal_code,
            c.country, c.notes, c.color, c.category, c.created_by,
            avg(r.rating)::float8 as average_rating, count(r.id)::int as rating_count
       from contacts c left join contact_ratings r on r.contact_id = c.id
      group by c.id`,
    [],
  )?.rows
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
}

/** The spec shows each rating with its author's name. */
export function useRatings(contactId: string): RatingWithAuthor[] | undefined {
  return useLiveQuery<RatingWithAuthor>(
    `select r.id, r.user_id, r.rating, r.comment, r.updated_at,
            coalesce(nullif(trim(p.full_name), ''), nullif(trim(p.name), ''), p.email, 'Ukendt bruger') as author_name
       from contact_ratings r left join profiles p on p.user_id = r.user_id
      where r.contact_id = $1
      order by r.updated_at desc`,
    [contactId],
  )?.rows
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
