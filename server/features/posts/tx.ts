// Small helpers every news/post write shares: telling "not there" from "not yours" after a
// guarded write missed.
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'

export async function missOrDenied(
  trx: Transaction<DB>,
  table: 'posts' | 'company_news',
  id: string,
  messages: { notFound: string; forbidden: string },
): Promise<never> {
  const exists = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  throw exists ? forbidden(messages.forbidden) : notFound(messages.notFound)
}
