// A browser's local database, as the browser tests and the large-firm bench see it: through the
// handle a tab exposes when EXPOSE_LOCAL_DB_KEY is set (client/src/db/exposed-for-tests.ts).
// Used to play a database built by an older release, one column short in one table, so the next
// load of this build must migrate it (client/src/db/local-migrations.ts).
import type { Page } from 'playwright-core'
import { EXPOSE_LOCAL_DB_KEY, EXPOSED_LOCAL_DB } from '../../client/src/db/exposed-for-tests'

type Handle = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; exec(sql: string): Promise<unknown> }

/** Makes the page's next loads expose their database handle. */
export async function exposeLocalDb(page: Page): Promise<void> {
  await page.context().addInitScript(([key]) => localStorage.setItem(key, '1'), [EXPOSE_LOCAL_DB_KEY])
  await page.evaluate(([key]) => localStorage.setItem(key, '1'), [EXPOSE_LOCAL_DB_KEY])
}

/** Runs one statement in the page's database (waits for the handle a while after a load). */
export async function localQuery<T>(page: Page, sql: string, params: unknown[] = []): Promise<T[]> {
  await page.waitForFunction((name) => name in window, EXPOSED_LOCAL_DB, { timeout: 60_000 })
  return page.evaluate(
    async ([name, text, values]) => (await ((window as unknown as Record<string, Handle>)[name as string]).query<T>(text as string, values as unknown[])).rows,
    [EXPOSED_LOCAL_DB, sql, params] as const,
  )
}

export interface ShapePlace {
  shape: string
  handle: string | null
  offset: string | null
}

export const shapePlaces = (page: Page) => localQuery<ShapePlace>(page, `select shape, handle, "offset" from "_sync_state" order by shape`)

/**
 * Turns the page's database into one an older build made, whose layout lacked `column` of
 * `table`: the column goes (with the indexes built on it), and so does it from the recorded
 * layout, and the recorded fingerprint no longer matches this build's.
 */
export async function playOlderBuild(page: Page, table: string, column: string): Promise<void> {
  const [meta] = await localQuery<{ value: string }>(page, `select value from "_local_meta" where key = 'schema_description'`)
  if (!meta) throw new Error('the local database records no layout')
  const layout = JSON.parse(meta.value) as {
    tables: Record<string, { columns: { name: string }[] }>
    indexes: Record<string, { table: string; sql: string }>
  }
  layout.tables[table].columns = layout.tables[table].columns.filter((c) => c.name !== column)
  for (const [name, index] of Object.entries(layout.indexes)) {
    if (index.table === table && index.sql.includes(`"${column}"`)) delete layout.indexes[name]
  }
  await localQuery(page, `alter table "${table}" drop column "${column}"`)
  await localQuery(page, `update "_local_meta" set value = $1 where key = 'schema_description'`, [JSON.stringify(layout)])
  const marker = `an-older-build-${Date.now()}`
  await localQuery(page, `update "_local_meta" set value = $1 where key = 'schema_fingerprint'`, [marker])
  await waitUntilStored(page, marker)
}

/**
 * Waits until IndexedDB holds what the page's database wrote last (`marker`, a value it just
 * wrote): the app's PGlite flushes in the background (relaxed durability), and a reload before
 * the flush would boot from the database as it was. The write is in the WAL segment, which the
 * next boot replays, once the flush has stored that segment.
 */
export async function waitUntilStored(page: Page, marker: string): Promise<void> {
  const [{ wal }] = await localQuery<{ wal: string }>(page, `select pg_walfile_name(pg_current_wal_lsn()) as wal`)
  await page.waitForFunction(
    async ([segment, text]) => {
      const names = (await indexedDB.databases()).map((d) => d.name).filter((n): n is string => !!n?.startsWith('/pglite/'))
      for (const name of names) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        try {
          if (!db.objectStoreNames.contains('FILE_DATA')) continue
          const record = await new Promise<{ contents?: ArrayBufferView } | undefined>((resolve, reject) => {
            const get = db.transaction('FILE_DATA').objectStore('FILE_DATA').get(`${name}/pg_wal/${segment}`)
            get.onsuccess = () => resolve(get.result as { contents?: ArrayBufferView } | undefined)
            get.onerror = () => reject(get.error)
          })
          const bytes = record?.contents
          if (bytes && new TextDecoder('latin1').decode(bytes).includes(text)) return true
        } finally {
          db.close()
        }
      }
      return false
    },
    [wal, marker] as const,
    { polling: 200, timeout: 60_000 },
  )
}
