// /api/audit — the audit log, read-only, for administrators only (never synced: nobody else
// may learn who revealed which code or signed in from where).
import { Hono } from 'hono'
import { auditQueryInput } from '../../../sync/inputs/audit'
import { requireAdmin, requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { parseInput } from '../../http/validate'
import { listAudit } from './list'

export function createAuditRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer), requireAdmin)
  app.get('/', async (c) => {
    const query = parseInput(auditQueryInput, c.req.query())
    c.header('cache-control', 'no-store')
    return c.json(await listAudit(db.kysely, query))
  })
  return app
}
