// The audit log is read from the server page by page (it is never synced): the first page for
// the current search, then "Vis flere" appends the next one by its cursor.
import { useCallback, useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api'
import type { AuditPage, AuditRow } from '../../../../sync/inputs/audit'

export interface AuditSearch {
  person: string
  action: string
}

function path(search: AuditSearch, after: string | null) {
  const params = new URLSearchParams()
  if (search.person.trim()) params.set('person', search.person.trim())
  if (search.action) params.set('action', search.action)
  if (after) params.set('after', after)
  const query = params.toString()
  return `/api/audit${query ? `?${query}` : ''}`
}

export function useAuditLog(search: AuditSearch) {
  const [rows, setRows] = useState<AuditRow[] | null>(null)
  const [next, setNext] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    let current = true
    setLoading(true)
    setError(null)
    apiRequest<AuditPage>('GET', path(search, null))
      .then((page) => {
        if (!current) return
        setRows(page.rows)
        setNext(page.next)
      })
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : 'Revisionsloggen kunne ikke hentes'))
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [search])

  const loadMore = useCallback(async () => {
    if (!next) return
    setLoading(true)
    try {
      const page = await apiRequest<AuditPage>('GET', path(search, next))
      setRows((before) => [...(before ?? []), ...page.rows])
      setNext(page.next)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Revisionsloggen kunne ikke hentes')
    } finally {
      setLoading(false)
    }
  }, [search, next])

  return { rows, hasMore: next !== null, loadMore, loading, error }
}
