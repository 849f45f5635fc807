// /api/must-read/:newsId — mark (PUT) and unmark (DELETE) a news item as must-read (admins),
// confirm it (POST /confirm, everyone) and remind those who have not (POST /remind, admins).
import { Hono } from 'hono'
import { NOTIFICATION_TEXTS } from '../../../sync/inputs/notifications'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { notFound } from '../../http/errors'
import { isUuid } from '../../http/validate'
import { confirmRead, markMustRead, remindUnconfirmed, unmarkMustRead } from './must-read-store'

function newsId(id: string): string {
  if (!isUuid(id)) throw notFound(NOTIFICATION_TEXTS.newsNotFound)
  return id.toLowerCase()
}

export function createMustReadRoutes({ db, getViewer }: { db: Database; getViewer: GetViewer }): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.put('/:id', async (c) => c.json(await markMustRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.delete('/:id', async (c) => c.json(await unmarkMustRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.post('/:id/confirm', async (c) => c.json(await confirmRead(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  app.post('/:id/remind', async (c) => c.json(await remindUnconfirmed(db.kysely, c.get('viewer'), newsId(c.req.param('id')))))
  return app
}
