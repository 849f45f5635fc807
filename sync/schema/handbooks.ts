// Handbooks and the per-page text of stored documents.
import { c, categoryColumns, entity, table, type RowOf } from './columns'

export const handbookCategories = entity('handbook_categories', categoryColumns)
export type HandbookCategory = RowOf<typeof handbookCategories>

export const handbooks = entity('handbooks', {
  name: c.text(),
  description: c.text().orNull(),
  /** The name the file had on the uploader's machine; downloads are saved under it. */
  file_name: c.text(),
  /** The storage key (generated, never user-chosen). */
  file_path: c.text(),
  /** Where signed-in users fetch it: /api/files/<file_path>. */
  file_url: c.text(),
  file_size: c.int(),
  /** MIME type as detected from the content. */
  file_type: c.text(),
  /** Pages with extracted text (PDFs); null for other kinds. */
  page_count: c.int().orNull(),
  /** The uploader. */
  user_id: c.text().orNull(),
  category_id: c.uuid(),
  created_at: c.timestamptz(),
})
export type Handbook = RowOf<typeof handbooks>

/** One page of a stored document's text; `source` names the feature that owns the document. */
export const documentPages = table('document_pages', ['document_id', 'page_number'], {
  document_id: c.uuid(),
  source: c.text(),
  page_number: c.int(),
  content: c.text(),
})
export type DocumentPage = RowOf<typeof documentPages>

export const handbookTables = {
  handbook_categories: handbookCategories,
  handbooks,
  document_pages: documentPages,
} as const
