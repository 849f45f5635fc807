// Event writes. The permission rule from sync/permissions is part of each write's where
// clause, so "may this viewer change this row" and "change it" are one statement; every
// write returns its transaction id, which the browser waits for in the sync stream.
import type { Kysely, Transaction } from 'kysely'
import type { EventWritten } from '../../../sync/inputs/events'
import type { Written } from '../../../sync/inputs/written'
import type { Event } from '../../../sync/schema'
import { eventRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { conflict, forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'

export const EVENT_NOT_FOUND = 'Arrangementet blev ikke fundet'
export const EVENT_FORBIDDEN = 'Kun administratorer kan ændre arrangementer'

export interface EventValues {
  title: string
  description: string | null
  date: string
  location: string | null
}

/** No row came back: tell "not there" from "not yours" (still inside the transaction). */
async function missOrDenied(trx: Transaction<DB>, id: string): Promise<never> {
  const exists = await trx.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()
  throw exists ? forbidden(EVENT_FORBIDDEN) : notFound(EVENT_NOT_FOUND)
}

export function listEvents(kysely: Kysely<DB>): Promise<Event[]> {
  return kysely.selectFrom('events').selectAll().orderBy('date').orderBy('id').execute()
}

export async function createEvent(
  kysely: Kysely<DB>,
  viewer: Viewer,
  values: EventValues,
  id?: string,
): Promise<EventWritten> {
  if (!eventRules.create.test(viewer)) throw forbidden(EVENT_FORBIDDEN)
  return kysely.transaction().execute(async (trx) => {
    const event = await trx
      .insertInto('events')
      .values({ ...values, ...(id ? { id } : {}), created_by: viewer.id })
      // A client-chosen id makes a retried create (offline outbox) detectable, not a duplicate.
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!event) throw conflict('Arrangementet findes allerede')
    return { event, txid: await currentTxid(trx) }
  })
}

export async function updateEvent(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  changes: Partial<EventValues>,
): Promise<EventWritten> {
  return kysely.transaction().execute(async (trx) => {
    const event = await trx
      .updateTable('events')
      .set(changes)
      .where('id', '=', id)
      .where(eventRules.update.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (!event) return missOrDenied(trx, id)
    return { event, txid: await currentTxid(trx) }
  })
}

export async function deleteEvent(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('events')
      .where('id', '=', id)
      .where(eventRules.delete.toKysely(viewer))
      .returning('id')
      .executeTakeFirst()
    if (!gone) return missOrDenied(trx, id)
    return { txid: await currentTxid(trx) }
  })
}
