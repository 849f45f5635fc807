// /api/digest — the daily e-mail digest for operators (administrators only, checked here):
// GET /preview?user=<id> shows the digest that person would get now (nothing is sent), and
// POST /send sends today's digests at once instead of waiting for 07:00.
import { Hono } from 'hono'
import { digestPreviewInput, NOTIFICATION_TEXTS } from '../../../sync/inputs/notifications'
import { digestRules } from '../../../sync/permissions/notifications'
import type { Mailer } from '../../auth/mailer'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { forbidden, notFound } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { renderDigest, sendDailyDigests } from './digest'

export interface DigestRoutesDeps extends FeatureDeps {
  mailer: Mailer
  appUrl: string
  companyName: string
}

export function createDigestRoutes({ db, getViewer, mailer, appUrl, companyName }: DigestRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', async (c, next) => {
    if (!digestRules.manage.test(c.get('viewer'))) throw forbidden(NOTIFICATION_TEXTS.digestAdminsOnly)
    await next()
  })

  app.get('/preview', async (c) => {
    const { user } = parseInput(digestPreviewInput, { user: c.req.query('user') })
    const person = await db.kysely
      .selectFrom('user as u')
      .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'p.email_digest'])
      .where('u.id', '=', user ?? c.get('viewer').id)
      .executeTakeFirst()
    if (!person) throw notFound(NOTIFICATION_TEXTS.userNotFound)
    const message = await renderDigest(db, person, { appUrl, companyName })
    // Whether the timer would send it: only to those who chose the daily e-mail.
    return c.json({ user_id: person.id, email_digest: person.email_digest === true, message })
  })

  app.post('/send', async (c) => {
    const sent = await sendDailyDigests({ db, mailer, appUrl, companyName }, new Date(), { immediately: true })
    return c.json({ sent })
  })

  return app
}
