// /api/notifications — a person's own notices: mark one or all read, and their preferences.
// The notices themselves arrive through the `notifications` shape; they are made by the
// write that causes them (causes.ts), never through this API.
import { Hono } from 'hono'
import { notificationPreferencesInput, NOTIFICATION_TEXTS, readAllInput } from '../../../sync/inputs/notifications'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { idOr404, parseInput } from '../../http/validate'
import { markAllRead, markRead, savePreferences } from './store'

export function createNotificationRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 8 * 1024)

  app.post('/read-all', async (c) => {
    const { before } = parseInput(readAllInput, await readJsonObject(c))
    return c.json(await markAllRead(db.kysely, c.get('viewer'), before))
  })

  app.post('/:id/read', async (c) => {
    const id = idOr404(c.req.param('id'), NOTIFICATION_TEXTS.notFound)
    return c.json(await markRead(db.kysely, c.get('viewer'), id))
  })

  app.put('/preferences', async (c) => {
    const input = parseInput(notificationPreferencesInput, await readJsonObject(c))
    return c.json(await savePreferences(db.kysely, c.get('viewer'), input))
  })

  return app
}
