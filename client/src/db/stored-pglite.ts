// What this browser holds of PGlite's IndexedDB-backed databases.
import { promisifyRequest } from 'idb-keyval'

const STORE = 'FILE_DATA' // emscripten's IDBFS

/** PGlite keeps `idb://name` in an IndexedDB database called `/pglite/name`, a record per file keyed by its path. */
export const pgliteIndexedDbName = (dataDir: string) => `/pglite/${dataDir.slice('idb://'.length)}`

/**
 * Whether the stored database holds a data directory to resume. A first boot cut short (a
 * reload, a closed tab) can leave the IndexedDB database created but empty: IDBFS writes the
 * unpacked files later, in one transaction. Such a database needs the same boot as none at all.
 */
export async function holdsDataDirectory(dataDir: string): Promise<boolean> {
  if (!dataDir.startsWith('idb://')) return true // not ours to look into: PGlite decides
  const name = pgliteIndexedDbName(dataDir)
  const listed = await pgliteDatabaseNames()
  if (listed && !listed.includes(name)) return false
  const db = await openExisting(name)
  if (!db) return false
  try {
    if (!db.objectStoreNames.contains(STORE)) return false
    const key = await promisifyRequest(db.transaction(STORE).objectStore(STORE).getKey(`${name}/PG_VERSION`)).catch(() => undefined)
    return key !== undefined
  } finally {
    db.close()
  }
}

/** Whether no PGlite database exists in this origin yet (a browser's first visit). */
export async function noPgliteDatabaseYet(): Promise<boolean> {
  const listed = await pgliteDatabaseNames()
  return listed !== null && listed.length === 0
}

/** The PGlite databases in this origin; null where the browser cannot list them. */
async function pgliteDatabaseNames(): Promise<string[] | null> {
  if (typeof indexedDB.databases !== 'function') return null
  const databases = await indexedDB.databases().catch(() => null)
  return databases && databases.flatMap((db) => (db.name?.startsWith('/pglite/') ? [db.name] : []))
}

/** Opens the database at its current version; one created by opening it was not there. */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let created = false
    const open = indexedDB.open(name)
    open.onupgradeneeded = () => {
      created = true
    }
    open.onsuccess = () => {
      if (!created) return resolve(open.result)
      open.result.close()
      resolve(null)
    }
    open.onerror = () => resolve(null)
    open.onblocked = () => resolve(null)
  })
}
