// Live queries live in the leader tab's database session (a temporary view plus LISTEN).
// When the leader tab closes, another tab's worker opens the database and becomes leader,
// and those subscriptions are gone with the old session. Bumping this number gives the pages
// the database under a new identity, so every live query subscribes again on the new leader.
import { useEffect, useState } from 'react'
import type { LocalDb } from './open-local-db'

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
    // Requests in flight to the old leader reject with LeaderChangedError, and the old live
    // queries' refresh/unsubscribe hit the new session where their views do not exist; both
    // happen inside the live-query library where nobody awaits them: expected, not failures.
    const onUnhandled = (event: PromiseRejectionEvent) => {
      if ((event.reason as Error | undefined)?.name === 'LeaderChangedError' || isLeaderChanged(event.reason)) {
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

const isLeaderChanged = (reason: unknown) =>
  reason instanceof Error &&
  (reason.message.startsWith('Leader changed, pending operation') || /"live_query_\w+" does not exist/.test(reason.message))
