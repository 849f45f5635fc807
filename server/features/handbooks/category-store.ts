// Handbook category writes (admins). A category with files cannot be deleted: checked here in
// the delete's own where clause, and by the foreign key (on delete restrict) underneath.
import { sql, type Kysely } from 'kysely'
import type { HandbookCategoryWritten } from '../../../sync/inputs/handbooks'
import type { Written } from '../../../sync/inputs/written'
import { handbookCategoryRules } from '../../../sync/permissions/handbooks'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { conflict, forbidden, notFound } from '../../http/errors'
import { CATEGORIES_ADMIN_ONLY, CATEGORY_EXISTS, CATEGORY_HAS_FILES, CATEGORY_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'
import { insertOnce } from '../../db/guarded-writes'

export async function createCategory(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: { name: string; description: string | null },
  id?: string,
): Promise<HandbookCategoryWritten> {
  if (!handbookCategoryRules.create.test(viewer)) throw forbidden(CATEGORIES_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('handbook_categories')
      .select('id')
      .where(sql<boolean>`lower(name) = lower(${values.name})`)
      .executeTakeFirst()
    if (taken) throw conflict(CATEGORY_EXISTS)
    const category = await insertOnce(trx, 'handbook_categories', { ...values, created_by: viewer.id }, id, CATEGORY_EXISTS)
    return { category, txid: await currentTxid(trx) }
  })
}

export async function deleteCategory(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  if (handbookCategoryRules.delete.constant(viewer) === false) throw forbidden(CATEGORIES_ADMIN_ONLY)
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('handbook_categories')
      .where('id', '=', id)
      .where(handbookCategoryRules.delete.toKysely(viewer))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('handbooks').select('handbooks.id').where('handbooks.category_id', '=', id))))
      .returning('id')
      .executeTakeFirst()
    if (!gone) {
      const exists = await trx.selectFrom('handbook_categories').select('id').where('id', '=', id).executeTakeFirst()
      throw exists ? conflict(CATEGORY_HAS_FILES) : notFound(CATEGORY_NOT_FOUND)
    }
    return { txid: await currentTxid(trx) }
  })
}
