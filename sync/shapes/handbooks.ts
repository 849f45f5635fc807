import { handbookTables } from '../schema/handbooks'
import { handbookCategoryRules, handbookPageRules, handbookRules } from '../permissions/handbooks'
import { allColumns, type ShapeDef } from './types'

export const handbookShapes = {
  handbook_categories: {
    table: handbookTables.handbook_categories,
    localTable: 'handbook_categories',
    columns: allColumns(handbookTables.handbook_categories),
    where: handbookCategoryRules.read,
  },
  handbooks: {
    table: handbookTables.handbooks,
    localTable: 'handbooks',
    columns: allColumns(handbookTables.handbooks),
    where: handbookRules.read,
  },
  /** Page text of handbook PDFs, so search works offline and can point at a page. */
  handbook_pages: {
    table: handbookTables.document_pages,
    localTable: 'handbook_pages',
    columns: allColumns(handbookTables.document_pages),
    where: handbookPageRules.read,
  },
} satisfies Record<string, ShapeDef>
