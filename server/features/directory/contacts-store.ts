// Contact writes. The rule (creator or admin) is in each statement's where clause; a miss is
// then told apart as "not there" (404) or "not yours" (403) inside the same transaction.
import type { Kysely, Transaction } from 'kysely'
import type { Contact } from '../../../sync/schema'
import { contactRules } from '../../../sync/permissions'
import { FIXED_CATEGORY_NAMES, type ContactValues, type ContactWritten } from '../../../sync/inputs/directory'
import type { Written } from '../../../sync/inputs/written'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { badRequest, forbidden } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'

export const CONTACT_NOT_FOUND = 'Kontakten blev ikke fundet'
export const CONTACT_FORBIDDEN = 'Kun den, der har oprettet kontakten, eller en administrator kan ændre den'
export const UNKNOWN_CATEGORY = 'Kategorien findes ikke'

const REFUSALS = { notFound: CONTACT_NOT_FOUND, forbidden: CONTACT_FORBIDDEN }

/** A contact's category is one of the two fixed ones, an existing category, or none. */
async function checkCategory(trx: Transaction<DB>, category: string | null | undefined) {
  if (!category || FIXED_CATEGORY_NAMES.includes(category)) return
  const found = await trx.selectFrom('contact_categories').select('id').where('name', '=', category).executeTakeFirst()
  if (!found) throw badRequest(UNKNOWN_CATEGORY)
}

export async function createContact(kysely: Kysely<DB>, viewer: Viewer, values: ContactValues, id?: string): Promise<ContactWritten> {
  if (!contactRules.create.test(viewer)) throw forbidden(CONTACT_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    await checkCategory(trx, values.category)
    const contact = await insertOnce(trx, 'contacts', { ...values, created_by: viewer.id }, id, 'Kontakten findes allerede')
    return { contact: contact as Contact, txid: await currentTxid(trx) }
  })
}

export async function updateContact(kysely: Kysely<DB>, viewer: Viewer, id: string, changes: Partial<ContactValues>): Promise<ContactWritten> {
  return kysely.transaction().execute(async (trx) => {
    if ('category' in changes) await checkCategory(trx, changes.category)
    const contact = await updateGuarded(trx, 'contacts', id, changes, contactRules.update.toKysely(viewer), REFUSALS)
    return { contact: contact as Contact, txid: await currentTxid(trx) }
  })
}

/** Its ratings go with it (on delete cascade). */
export async function deleteContact(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await deleteGuarded(trx, 'contacts', id, contactRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx) }
  })
}
