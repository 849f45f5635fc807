// /api/notifications — a person's own notices: mark one or all read, and their preferences.
// The notices themselves arrive through the `notifications` shape; they are made by the
// write that causes them (causes.ts), never through this API.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { notificationPreferencesInput, NOTIFICATION_TEXTS, readAllInput } from '../../../sync/inputs/notifications'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { errorBody, notFound, readJsonObject } from '../../http/errors'
import { isUuid, parseInput } from '../../http/validate'
import { markAllRead, markRead, savePreferences } from './store'

export interface NotificationRoutesDeps {
  db: Database
  getViewer: GetViewer
}

export function createNotificationRoutes({ db, getViewer }: NotificationRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) }))

  app.post('/read-all', async (c) => {
    const { before } = parseInput(readAllInput, await readJsonObject(c))
    return c.json(await markAllRead(db.kysely, c.get('viewer'), before))
  })

  app.post('/:id/read', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw notFound(NOTIFICATION_TEXTS.notFound)
    return c.json(await markRead(db.kysely, c.get('viewer'), id.toLowerCase()))
  })

  app.put('/preferences', async (c) => {
    const input = parseInput(notificationPreferencesInput, await readJsonObject(c))
    return c.json(await savePreferences(db.kysely, c.get('viewer'), input))
  })

  return app
}
