// Runs the search against the local database on every keystroke. Only the newest answer is
// kept, so a slow earlier query can never overwrite the results of a later one. Each synced
// batch runs it again, so results fill in during the first sync and follow later changes.
import { useEffect, useRef, useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { useAtomValue } from 'jotai'
import { syncStatusAtom } from '@/db/sync-status'
import { runSearch, type SearchHit } from './search-sql'

export interface LocalSearch {
  hits: SearchHit[]
  /** The query the hits belong to (null before the first answer). */
  answered: string | null
  error: string | null
}

export function useLocalSearch(query: string): LocalSearch {
  const db = usePGlite()
  const [state, setState] = useState<LocalSearch>({ hits: [], answered: null, error: null })
  const latest = useRef(0)
  const { lastSyncedAt, upToDate } = useAtomValue(syncStatusAtom)

  useEffect(() => {
    const ticket = ++latest.current
    const text = query.trim()
    if (!text) {
      setState({ hits: [], answered: '', error: null })
      return
    }
    runSearch(db, text).then(
      (hits) => ticket === latest.current && setState({ hits, answered: text, error: null }),
      (err: unknown) =>
        ticket === latest.current &&
        setState({ hits: [], answered: text, error: err instanceof Error ? err.message : String(err) }),
    )
  }, [db, query, lastSyncedAt, upToDate])

  return state
}
