// Paging into older content of a `recent` shape. A list shows `limit` rows of its local
// query; whenever it has fewer than that (the up-front window ran out, or "Vis flere" grew the
// limit), the next older page is fetched from the server through the leader's sync into the
// local table, and the live query shows it. Offline the list shows what is local.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ShapeName } from '../../../sync/shapes'
import { useLoadSubset } from './load-subset'

export type OlderPagesState = 'idle' | 'loading' | 'offline' | 'exhausted'

export interface OlderPages {
  limit: number
  state: OlderPagesState
  /** More rows could be shown: locally, or by asking the server. */
  hasMore: boolean
  showMore(): void
}

export function useOlderPages(
  shape: ShapeName,
  pageSize: number,
  /** The rows shown now (undefined while the local query runs), newest first. */
  rows: readonly { created_at: Date | string }[] | undefined,
  /** The shape's window is local: only then does "fewer rows than the limit" mean "ask the server". */
  ready: boolean | undefined,
  filters?: Record<string, string>,
): OlderPages {
  const loadSubset = useLoadSubset()
  const [limit, setLimit] = useState(pageSize)
  const [state, setState] = useState<OlderPagesState>('idle')
  const asked = useRef<string | null>(null)
  const filterKey = JSON.stringify(filters ?? {})

  const oldest = rows?.at(-1)?.created_at
  const before = oldest === undefined ? new Date().toISOString() : new Date(oldest).toISOString()
  const short = rows !== undefined && rows.length < limit

  useEffect(() => {
    if (!ready || !short || state !== 'idle') return
    // Asking twice from the same row would fetch the same page again.
    const key = `${before}|${filterKey}`
    if (asked.current === key) return
    asked.current = key
    setState('loading')
    loadSubset(shape, { kind: 'older', before, filters: JSON.parse(filterKey) })
      .then((received) => setState(received < pageSize ? 'exhausted' : 'idle'))
      .catch(() => setState('offline'))
  }, [ready, short, state, before, filterKey, loadSubset, shape, pageSize])

  const showMore = useCallback(() => {
    setLimit((l) => l + pageSize)
    // Back online since the last try: let the next shortfall ask the server again.
    setState((s) => (s === 'offline' ? 'idle' : s))
    asked.current = null
  }, [pageSize])

  const hasMore = rows !== undefined && (rows.length >= limit || (state !== 'exhausted' && state !== 'offline'))
  return { limit, state, hasMore, showMore }
}
