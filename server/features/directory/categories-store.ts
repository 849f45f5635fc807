// Category writes. Contacts refer to a category by name (its page's URL does too), so a
// rename or delete updates those contacts in the same transaction.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { ContactCategory } from '../../../sync/schema'
import type { CategoryWritten } from '../../../sync/inputs/directory'
import type { Written } from '../../../sync/inputs/written'
import { categoryRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { conflict, forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { deleteGuarded } from '../../db/guarded-writes'

export const CATEGORY_NOT_FOUND = 'Kategorien blev ikke fundet'
export const CATEGORY_FORBIDDEN = 'Kun den, der har oprettet kategorien, eller en administrator kan ændre den'
export const CATEGORY_DELETE_FORBIDDEN = 'Kun administratorer kan slette kategorier'
export const CATEGORY_TAKEN = 'Der findes allerede en kategori med det navn'

export interface CategoryValues {
  name: string
  description: string | null
}

/** Names are unique regardless of case, so two 'VVS' pages can never exist. */
async function checkNameFree(trx: Transaction<DB>, name: string, exceptId?: string) {
  let q = trx.selectFrom('contact_categories').select('id').where(sql`lower(name)`, '=', name.toLowerCase())
  if (exceptId) q = q.where('id', '<>', exceptId)
  if (await q.executeTakeFirst()) throw conflict(CATEGORY_TAKEN)
}

export async function createCategory(kysely: Kysely<DB>, viewer: Viewer, values: CategoryValues): Promise<CategoryWritten> {
  if (!categoryRules.create.test(viewer)) throw forbidden(CATEGORY_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    await checkNameFree(trx, values.name)
    const category = await trx
      .insertInto('contact_categories')
      .values({ ...values, created_by: viewer.id })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { category: category as ContactCategory, txid: await currentTxid(trx) }
  })
}

export async function updateCategory(kysely: Kysely<DB>, viewer: Viewer, id: string, changes: Partial<CategoryValues>): Promise<CategoryWritten> {
  return kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('contact_categories').select('name').where('id', '=', id).forUpdate().executeTakeFirst()
    if (!before) throw notFound(CATEGORY_NOT_FOUND)
    if (changes.name !== undefined) await checkNameFree(trx, changes.name, id)
    const category = await trx
      .updateTable('contact_categories')
      .set(changes)
      .where('id', '=', id)
      .where(categoryRules.update.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!category) throw forbidden(CATEGORY_FORBIDDEN)
    if (category.name !== before.name) {
      await trx.updateTable('contacts').set({ category: category.name }).where('category', '=', before.name).execute()
    }
    return { category: category as ContactCategory, txid: await currentTxid(trx) }
  })
}

/** The category's contacts stay, uncategorised (they still show among the partners). */
export async function deleteCategory(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const refusals = { notFound: CATEGORY_NOT_FOUND, forbidden: CATEGORY_DELETE_FORBIDDEN }
    const gone = await deleteGuarded(trx, 'contact_categories', id, categoryRules.delete.toKysely(viewer), refusals)
    await trx.updateTable('contacts').set({ category: null }).where('category', '=', gone.name).execute()
    return { txid: await currentTxid(trx) }
  })
}
