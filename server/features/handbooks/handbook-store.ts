// Handbook file rows and their page text, written in one transaction so a file and its
// searchable text arrive in every browser together.
import type { Kysely } from 'kysely'
import type { HandbookWritten } from '../../../sync/inputs/handbooks'
import { HANDBOOK_SOURCE, handbookRules } from '../../../sync/permissions/handbooks'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { notFound } from '../../http/errors'
import { deleteDocumentPages, insertDocumentPages } from '../documents'
import { CATEGORY_NOT_FOUND, HANDBOOK_DELETE_DENIED, HANDBOOK_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { deleteGuarded } from '../../db/guarded-writes'

export interface NewHandbook {
  name: string
  description: string | null
  category_id: string
  file_name: string
  file_path: string
  file_url: string
  file_size: number
  file_type: string
  /** Page text for PDFs; null when the file has none (not a PDF, or unreadable). */
  pages: string[] | null
}

export async function insertHandbook(kysely: Kysely<DB>, viewer: Viewer, values: NewHandbook): Promise<HandbookWritten> {
  const { pages, ...row } = values
  return kysely.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('handbook_categories').select('id').where('id', '=', row.category_id).executeTakeFirst()
    if (!category) throw notFound(CATEGORY_NOT_FOUND)
    const handbook = await trx
      .insertInto('handbooks')
      .values({ ...row, page_count: pages ? pages.length : null, user_id: viewer.id })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (pages?.length) await insertDocumentPages(trx, handbook.id, HANDBOOK_SOURCE, pages)
    return { handbook, txid: await currentTxid(trx) }
  })
}

/** Deletes the row and its pages; the caller removes the stored file after commit. */
export async function deleteHandbook(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<{ txid: string; filePath: string }> {
  return kysely.transaction().execute(async (trx) => {
    const refusals = { notFound: HANDBOOK_NOT_FOUND, forbidden: HANDBOOK_DELETE_DENIED }
    const gone = await deleteGuarded(trx, 'handbooks', id, handbookRules.delete.toKysely(viewer), refusals)
    await deleteDocumentPages(trx, id)
    return { txid: await currentTxid(trx), filePath: gone.file_path }
  })
}
