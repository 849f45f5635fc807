// Ratings: one per user per contact. Saving again changes the user's own rating (the unique
// key makes it an upsert), so nobody can add a second vote or touch someone else's.
import { sql, type Kysely } from 'kysely'
import type { ContactRating } from '../../../sync/schema'
import type { RatingWritten } from '../../../sync/inputs/directory'
import type { Written } from '../../../sync/inputs/written'
import { ratingRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { CONTACT_NOT_FOUND } from './contacts-store'
import { currentTxid } from '../../db/txid'

export const RATING_NOT_FOUND = 'Du har ikke vurderet denne kontakt'

export async function rateContact(
  kysely: Kysely<DB>,
  viewer: Viewer,
  contactId: string,
  values: { rating: number; comment: string | null },
): Promise<RatingWritten> {
  if (!ratingRules.create.test(viewer)) throw forbidden()
  return kysely.transaction().execute(async (trx) => {
    const contact = await trx.selectFrom('contacts').select('id').where('id', '=', contactId).executeTakeFirst()
    if (!contact) throw notFound(CONTACT_NOT_FOUND)
    const rating = await trx
      .insertInto('contact_ratings')
      .values({ contact_id: contactId, user_id: viewer.id, ...values })
      .onConflict((oc) =>
        oc
          .columns(['contact_id', 'user_id'])
          .doUpdateSet({ rating: values.rating, comment: values.comment, updated_at: sql`now()` as never })
          // ratingRules.update (ownedBy user_id), qualified: in ON CONFLICT both rows have a user_id.
          .where('contact_ratings.user_id', '=', viewer.id),
      )
      .returningAll()
      .executeTakeFirst()
    if (!rating) throw forbidden()
    return { rating: rating as ContactRating, txid: await currentTxid(trx) }
  })
}

export async function deleteOwnRating(kysely: Kysely<DB>, viewer: Viewer, contactId: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('contact_ratings')
      .where('contact_id', '=', contactId)
      .where('user_id', '=', viewer.id)
      .where(ratingRules.delete.toKysely(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!gone) throw notFound(RATING_NOT_FOUND)
    return { txid: await currentTxid(trx) }
  })
}
