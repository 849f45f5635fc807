// Kysely's view of the handbook and document-page tables (migrations/0061, 0062), merged into DB.
import type { Generated } from 'kysely'
import type { DocumentPage, Handbook, HandbookCategory } from '../../../sync/schema/handbooks'

type WithDefaults<Row, K extends keyof Row> = { [P in keyof Row]: P extends K ? Generated<Row[P]> : Row[P] }

export interface HandbookTables {
  handbook_categories: WithDefaults<HandbookCategory, 'id' | 'created_at'>
  handbooks: WithDefaults<Handbook, 'id' | 'created_at'>
  document_pages: DocumentPage
}
