// Event writes. The permission rule from sync/permissions is part of each write's where
// clause, so "may this viewer change this row" and "change it" are one statement; every
// write returns its transaction id, which the browser waits for in the sync stream.
import type { Kysely } from 'kysely'
import type { EventWritten } from '../../../sync/inputs/events'
import type { Written } from '../../../sync/inputs/written'
import type { Event } from '../../../sync/schema'
import { eventRules } from '../../../sync/permissions'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { deleteGuarded, insertOnce, updateGuarded } from '../../db/guarded-writes'

export const EVENT_NOT_FOUND = 'Arrangementet blev ikke fundet'
export const EVENT_FORBIDDEN = 'Kun administratorer kan ændre arrangementer'

export interface EventValues {
  title: string
  description: string | null
  date: string
  location: string | null
}

const REFUSALS = { notFound: EVENT_NOT_FOUND, forbidden: EVENT_FORBIDDEN }

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
    const event = await insertOnce(trx, 'events', { ...values, created_by: viewer.id }, id, 'Arrangementet findes allerede')
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
    const event = await updateGuarded(trx, 'events', id, changes, eventRules.update.toKysely(viewer), REFUSALS)
    return { event, txid: await currentTxid(trx) }
  })
}

export async function deleteEvent(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<Written> {
  return kysely.transaction().execute(async (trx) => {
    await deleteGuarded(trx, 'events', id, eventRules.delete.toKysely(viewer), REFUSALS)
    return { txid: await currentTxid(trx) }
  })
}
