// /api/analytics — the statistics screen (admins only: 403 'Access denied' for others).
// Read-only and computed per request; nothing here is synced.
import { Hono } from 'hono'
import { requireAdmin, requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { loadAnalytics } from './store'

export function createAnalyticsRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer), requireAdmin)
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await loadAnalytics(db.sql))
  })
  return app
}
