// The stored files that are a person's own: their picture, what they uploaded (post images, news
// media, project images, handbooks, files still waiting for their row) and audio still waiting
// to be transcribed. Rows hold URLs, JSON lists or HTML; any storage key in them counts.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { DB } from '../../db/types'
import { isStorageKey } from '../../storage'

const KEY_IN_TEXT = /[a-z][a-z0-9-]{0,40}\/\d{4}-\d{2}\/[0-9a-f-]{36}(?:\.[a-z0-9]{1,5})?(?:\.[a-z0-9-]{1,20})?(?:\.[a-z0-9]{1,5})?/g

/** Every storage key mentioned in a value (a URL, a JSON list, HTML …). */
export function storageKeysIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null)
  return [...text.matchAll(KEY_IN_TEXT)].map((m) => m[0]).filter(isStorageKey)
}

type KeyQuery = (id: string) => RawBuilder<{ v: unknown }>

const picture: KeyQuery = (id) => sql`select image as v from profiles where user_id = ${id}`
const awaitingTranscription: KeyQuery = (id) =>
  sql`select j.file_key as v from transcription_jobs j join transcriptions t on t.id = j.transcription_id where t.user_id = ${id}`
const uploads: KeyQuery[] = [
  (id) => sql`select images::text as v from posts where user_id = ${id}`,
  (id) => sql`select content as v from company_news where user_id = ${id}`,
  (id) => sql`select concat_ws(' ', url, thumbnail_url) as v from project_images where created_by = ${id}`,
  (id) => sql`select file_path as v from handbooks where user_id = ${id}`,
  (id) => sql`select key as v from file_uploaders where user_id = ${id}`,
]

async function keysFrom(db: Kysely<DB> | Transaction<DB>, userId: string, queries: KeyQuery[]): Promise<string[]> {
  const keys = new Set<string>()
  for (const query of queries) {
    for (const { v } of (await query(userId).execute(db)).rows) for (const key of storageKeysIn(v)) keys.add(key)
  }
  return [...keys].sort()
}

/** Everything the export's files/ holds. */
export const ownFileKeys = (db: Kysely<DB> | Transaction<DB>, userId: string) =>
  keysFrom(db, userId, [picture, awaitingTranscription, ...uploads])

/**
 * The files erasure deletes: the picture, and audio still waiting to be transcribed. What the
 * person uploaded into shared records (post images, handbooks …) stays with those records.
 */
export const privateFileKeys = (trx: Transaction<DB>, userId: string) => keysFrom(trx, userId, [picture, awaitingTranscription])
