// The database the pages are given (deferred-db.ts), handed down through React context: PGlite's
// own interface, and live queries that run again when a table they name changes (table-live.ts).
// PGlite's `live` extension is not loaded, so pglite-react's provider and hooks, whose types
// assume it (and whose incremental queries need it), are not used.
import { createContext, useContext, type ReactNode } from 'react'
import type { PGliteInterface } from '@electric-sql/pglite'
import type { TableLiveQueries } from './table-live'

export type PagesDb = PGliteInterface & { live: TableLiveQueries }

const PagesDbContext = createContext<PagesDb | null>(null)

export function PagesDbProvider({ db, children }: { db: PagesDb; children?: ReactNode }) {
  return <PagesDbContext.Provider value={db}>{children}</PagesDbContext.Provider>
}

/** The signed-in user's local database, as LocalDbProvider gives it to the pages. */
export function usePGlite(): PagesDb {
  const db = useContext(PagesDbContext)
  if (!db) throw new Error('No local database here: usePGlite is used outside LocalDbProvider')
  return db
}
