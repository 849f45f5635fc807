// The browser tests and benchmarks play an older build's database (e2e/support/local-db.ts)
// through a tab's handle, which the tab puts on `window` only when this key is set in its
// localStorage. Nothing a page script could not already reach: the database is this origin's
// own IndexedDB.
export const EXPOSE_LOCAL_DB_KEY = 'intranet.e2e.expose-local-db'
export const EXPOSED_LOCAL_DB = '__intranetLocalDb'

export function exposedForTests(): boolean {
  try {
    return localStorage.getItem(EXPOSE_LOCAL_DB_KEY) === '1'
  } catch {
    return false
  }
}
