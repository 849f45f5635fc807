import { contactCategories, contactRatings, contacts } from '../schema'
import { categoryRules, contactRules, ratingRules } from '../permissions'
import { allColumns, type ShapeDef } from './types'

export const directoryShapes = {
  contacts: { table: contacts, localTable: 'contacts', columns: allColumns(contacts), where: contactRules.read },
  contact_categories: {
    table: contactCategories,
    localTable: 'contact_categories',
    columns: allColumns(contactCategories),
    where: categoryRules.read,
  },
  contact_ratings: {
    table: contactRatings,
    localTable: 'contact_ratings',
    columns: allColumns(contactRatings),
    where: ratingRules.read,
  },
} satisfies Record<string, ShapeDef>
