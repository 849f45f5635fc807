// /api/must-read/:newsId — mark (PUT) and unmark (DELETE) a news item as must-read (admins),
// confirm it (POST /confirm, everyone) and remind those who have not (POST /remind, admins).
import { Hono } from 'hono'
import { NOTIFICATION_TEXTS } from '../../../sync/inputs/notifications'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { idOr404 } from '../../http/validate'
import { confirmRead, markMustRead, remindUnconfirmed, unmarkMustRead } from './must-read-store'

const newsId = (id: string) => idOr404(id, NOTIFICATION_TEXTS.newsNotFound)

export function createMustReadRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.put('/:id', async (c) => c.json(await markMustRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.delete('/:id', async (c) => c.json(await unmarkMustRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.post('/:id/confirm', async (c) => c.json(await confirmRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.post('/:id/remind', async (c) => c.json(await remindUnconfirmed(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  return app
}
