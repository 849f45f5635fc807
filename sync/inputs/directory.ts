// Contact, category and rating input, shared by the directory's forms and the API.
import { z } from 'zod'
import type { Contact, ContactCategory, ContactRating } from '../schema/directory'
import type { Written } from './written'
import { optionalText, requiredText } from './fields'

/** The two fixed categories: their URLs never change, only their labels do. */
export const FIXED_CATEGORIES = { employees: 'Medarbejdere', partners: 'Samarbejdspartnere' } as const
export const FIXED_CATEGORY_NAMES: readonly string[] = Object.values(FIXED_CATEGORIES)

export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_DEFAULT = 5
export const TOP_RATED_COUNT = 5

/** A company URL without an http(s) scheme gets https:// in front, so the link opens the site. */
export function withHttps(url: string): string {
  const trimmed = url.trim()
  if (!trimmed) return ''
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

const companyUrl = z
  .string({ error: 'Ugyldig webadresse' })
  .max(500, 'Webadressen er for lang')
  .nullish()
  .transform((v) => (v ? withHttps(v) : null))
  .refine((v) => {
    if (v === null) return true
    try {
      const url = new URL(v)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, 'Ugyldig webadresse')

const email = z
  .string({ error: 'Ugyldig e-mailadresse' })
  .trim()
  .max(200, 'Ugyldig e-mailadresse')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Ugyldig e-mailadresse')

export const contactInput = z.object({
  full_name: requiredText('Navn er påkrævet', 200, 'Navnet er for langt'),
  email,
  phone: optionalText(40),
  role: optionalText(100),
  company: optionalText(200),
  company_url: companyUrl,
  address: optionalText(200),
  city: optionalText(100),
  postal_code: optionalText(20),
  country: optionalText(100),
  notes: optionalText(5000),
  category: optionalText(100),
})
export type ContactInput = z.input<typeof contactInput>
export type ContactValues = z.output<typeof contactInput>
export const contactPatch = contactInput.partial()
export const CONTACT_FIELDS = Object.keys(contactInput.shape) as (keyof ContactValues)[]

const categoryName = requiredText('Kategorinavn er påkrævet', 100, 'Kategorinavnet er for langt')

export const categoryInput = z.object({
  name: categoryName.refine(
    (v) => !FIXED_CATEGORY_NAMES.some((f) => f.toLowerCase() === v.toLowerCase()),
    'Navnet er forbeholdt en fast kategori',
  ),
  description: optionalText(1000),
})
export type CategoryInput = z.input<typeof categoryInput>
export const categoryPatch = categoryInput.partial()

/** A fixed card's own label, kept in this browser: any name but an empty one. */
export const fixedCategoryLabelInput = z.object({ name: categoryName, description: z.string().trim().max(1000) })

export const ratingInput = z.object({
  rating: z
    .number({ error: 'Vælg mellem 1 og 5 stjerner' })
    .int('Vælg mellem 1 og 5 stjerner')
    .min(RATING_MIN, 'Vælg mellem 1 og 5 stjerner')
    .max(RATING_MAX, 'Vælg mellem 1 og 5 stjerner')
    .default(RATING_DEFAULT),
  comment: optionalText(2000),
})
export type RatingInput = z.input<typeof ratingInput>

// The answers of /api/directory, as the stores build them and directory-api.ts reads them: each
// write answers the row as stored (a delete only its txid).

/** POST /api/directory/contacts and PATCH /api/directory/contacts/:id. */
export interface ContactWritten extends Written {
  contact: Contact
}

/** POST /api/directory/categories and PATCH /api/directory/categories/:id. */
export interface CategoryWritten extends Written {
  category: ContactCategory
}

/** PUT /api/directory/contacts/:id/rating: the viewer's own rating of the contact. */
export interface RatingWritten extends Written {
  rating: ContactRating
}
