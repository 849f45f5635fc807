// Writing a document's page text inside the caller's transaction, so the document and its
// text appear (and disappear) together in one sync transaction.
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types'

/** Rows per insert statement: large PDFs must not build one enormous statement. */
const BATCH = 200

export async function insertDocumentPages(trx: Transaction<DB>, documentId: string, source: string, pages: readonly string[]) {
  for (let start = 0; start < pages.length; start += BATCH) {
    const rows = pages.slice(start, start + BATCH).map((content, i) => ({
      document_id: documentId,
      source,
      page_number: start + i + 1,
      content,
    }))
    await trx.insertInto('document_pages').values(rows).execute()
  }
}

export async function deleteDocumentPages(trx: Transaction<DB>, documentId: string) {
  await trx.deleteFrom('document_pages').where('document_id', '=', documentId).execute()
}
