import { authored, c, categoryColumns, entity, postalAddress, type RowOf } from './columns'

/** Partner (and other external) contacts; `category` is a category's name or null. */
export const contacts = entity('contacts', {
  full_name: c.text(),
  email: c.text().orNull(),
  phone: c.text().orNull(),
  /** The contact's title at their company ('Statiker'), not an access role. */
  role: c.text().orNull(),
  company: c.text().orNull(),
  company_url: c.text().orNull(),
  ...postalAddress,
  notes: c.text().orNull(),
  color: c.text().orNull(),
  category: c.text().orNull(),
  ...authored,
})
export type Contact = RowOf<typeof contacts>

export const contactCategories = entity('contact_categories', categoryColumns)
export type ContactCategory = RowOf<typeof contactCategories>

export const contactRatings = entity('contact_ratings', {
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
