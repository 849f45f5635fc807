import { c, table, type RowOf } from './columns'

/** Partner (and other external) contacts; `category` is a category's name or null. */
export const contacts = table('contacts', ['id'], {
  id: c.uuid(),
  full_name: c.text(),
  email: c.text().orNull(),
  phone: c.text().orNull(),
  /** The contact's title at their company ('Statiker'), not an access role. */
  role: c.text().orNull(),
  company: c.text().orNull(),
  company_url: c.text().orNull(),
  address: c.text().orNull(),
  city: c.text().orNull(),
  postal_code: c.text().orNull(),
  country: c.text().orNull(),
  notes: c.text().orNull(),
  color: c.text().orNull(),
  category: c.text().orNull(),
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
})
export type Contact = RowOf<typeof contacts>

export const contactCategories = table('contact_categories', ['id'], {
  id: c.uuid(),
  name: c.text(),
  description: c.text().orNull(),
  created_by: c.text().orNull(),
  created_at: c.timestamptz(),
})
export type ContactCategory = RowOf<typeof contactCategories>

export const contactRatings = table('contact_ratings', ['id'], {
  id: c.uuid(),
  contact_id: c.uuid(),
  user_id: c.text(),
  rating: c.int(),
  comment: c.text().orNull(),
  created_at: c.timestamptz(),
  updated_at: c.timestamptz(),
})
export type ContactRating = RowOf<typeof contactRatings>

export const directoryTables = {
  contacts,
  contact_categories: contactCategories,
  contact_ratings: contactRatings,
} as const
