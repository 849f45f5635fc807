// The statistics are counted by the server at request time (they span every user's data,
// most of which no browser holds), so this one page fetches instead of reading local tables.
import { useCallback, useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api'
import type { Analytics } from '../../../../sync/inputs/analytics'

export type { Analytics, UserActivity } from '../../../../sync/inputs/analytics'

export function useAnalytics() {
  const [data, setData] = useState<Analytics | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const load = useCallback(async () => {
    setLoading(true)
    try {
      setData(await apiRequest<Analytics>('GET', '/api/analytics'))
      setError(null)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => void load(), [load])
  return { data, error, loading, reload: load }
}
