// When the leader tab closes, another tab's worker opens the database and becomes leader, with
// a session of its own: what the old one had prepared or was asked is gone. Bumping this
// number gives the pages the database under a new identity, so every live query subscribes
// again and reads the new leader's database (table-live.ts listens there again by itself).
import { useEffect, useState } from 'react'
import type { LocalDb } from './open-local-db'
import { isLeaderChanged } from './table-live'

export function useLeaderGeneration(db: LocalDb | null): number {
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (!db) return
    let active = true
    const off = db.onLeaderChange(() => {
      // The first election happens before this tab ever queried: nothing to renew.
      if (!db.ready) return
      void db.waitReady.then(() => active && setGeneration((g) => g + 1))
    })
    // Requests in flight to the old leader reject with LeaderChangedError, some where nobody
    // awaits them (a live query's refresh): expected, not failures.
    const onUnhandled = (event: PromiseRejectionEvent) => {
      if (isLeaderChanged(event.reason)) {
        event.preventDefault()
      }
    }
    window.addEventListener('unhandledrejection', onUnhandled)
    return () => {
      active = false
      off()
      window.removeEventListener('unhandledrejection', onUnhandled)
    }
  }, [db])
  return generation
}
