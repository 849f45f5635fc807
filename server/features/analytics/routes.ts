// /api/analytics — the statistics screen (admins only: 403 'Access denied' for others).
// Read-only and computed per request; nothing here is synced.
import { Hono } from 'hono'
import { requireAdmin, requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { loadAnalytics } from './store'

export interface AnalyticsRoutesDeps {
  db: Database
  getViewer: GetViewer
}

export function createAnalyticsRoutes({ db, getViewer }: AnalyticsRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer), requireAdmin)
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await loadAnalytics(db.sql))
  })
  return app
}
