// The statistics are counted by the server at request time (they span every user's data,
// most of which no browser holds), so this one page fetches instead of reading local tables.
import { useCallback, useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api'

export interface UserActivity {
  user_id: string
  name: string
  email: string | null
  role: string
  posts: number
  projects: number
  comments: number
  news: number
  total: number
  last_active_at: string | null
}

export interface Analytics {
  totals: { users: number; posts: number; projects: number; news: number; events: number; handbooks: number }
  content: {
    approved_posts: number
    pending_posts: number
    post_comments: number
    news_comments: number
    meetings: number
    contacts: number
    project_updates: number
    vacations: number
  }
  activity: { active_today: number; active_this_week: number; inactive_30_days: number }
  users: UserActivity[]
  generated_at: string
}

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
