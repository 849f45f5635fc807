// A live query that also reports failure. pglite-react's useLiveQuery stays "loading"
// forever when its query fails; the post page must show the spec's error banner instead.
import { useEffect, useState } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import type { PGliteWithLive } from '@electric-sql/pglite/live'

export interface LiveRows<T> {
  rows?: T[]
  error?: string
}

export function useLiveRows<T>(sql: string, params: unknown[]): LiveRows<T> {
  const db = usePGlite() as unknown as PGliteWithLive
  const [state, setState] = useState<LiveRows<T>>({})
  const key = JSON.stringify(params)
  useEffect(() => {
    let active = true
    let unsubscribe: (() => Promise<void>) | undefined
    setState({}) // another filter: never show the previous one's rows under it
    db.live
      .query<T>(sql, JSON.parse(key), (res) => active && setState({ rows: res.rows }))
      .then((live) => {
        if (!active) return void live.unsubscribe()
        unsubscribe = live.unsubscribe
        setState({ rows: live.initialResults.rows })
      })
      .catch((err: unknown) => active && setState({ error: err instanceof Error ? err.message : String(err) }))
    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [db, sql, key])
  return state
}
