// untilSynced (until-synced.ts) on the page's own database, for the components that save: give
// it a write's answer, or the promise of it, and it resolves once the change is in the local
// tables. It rejects as the write does.
import { useCallback } from 'react'
import { usePGlite } from '@/db/pages-db'
import { untilSynced } from './until-synced'

export function useUntilSynced() {
  const db = usePGlite()
  return useCallback(async (answer: unknown) => untilSynced(db, await answer), [db])
}
