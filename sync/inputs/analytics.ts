// The statistics page's figures as GET /api/analytics answers them: counted by the server
// (server/features/analytics/store.ts), shown by the page, so both read one shape.

export interface AnalyticsTotals {
  users: number
  posts: number
  projects: number
  news: number
  events: number
  handbooks: number
}

export interface AnalyticsContent {
  approved_posts: number
  pending_posts: number
  post_comments: number
  news_comments: number
  meetings: number
  contacts: number
  project_updates: number
  vacations: number
}

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
  totals: AnalyticsTotals
  content: AnalyticsContent
  activity: { active_today: number; active_this_week: number; inactive_30_days: number }
  users: UserActivity[]
  generated_at: string
}
