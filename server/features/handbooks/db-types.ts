// Kysely's view of the handbook and document-page tables (migrations/0061, 0062), merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type { DocumentPage, Handbook, HandbookCategory } from '../../../sync/schema/handbooks'

export interface HandbookTables {
  handbook_categories: WithDefaults<HandbookCategory, 'id' | 'created_at'>
  handbooks: WithDefaults<Handbook, 'id' | 'created_at'>
  document_pages: DocumentPage
}
