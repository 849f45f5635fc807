// Calendar feeds. /api/calendar (signed in): the person's secret addresses — read, make anew
// (the old one stops working), revoke. /api/public/calendar/<token>/{personal,company}.ics:
// the feeds themselves, for calendar apps, authenticated by the token alone.
import { Hono } from 'hono'
import type { CalendarAddresses } from '../../../sync/inputs/calendar'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { errorBody } from '../../http/errors'
import { approvedVacations, companyEvents, myDeadlines, myMeetings } from './feed-items'
import { feedOwner, feedToken, regenerateFeed, revokeFeed } from './feed-store'
import { renderCalendar } from './ical'

export interface CalendarRoutesDeps extends FeatureDeps {
  appUrl: string
  companyName: string
}

const addresses = (appUrl: string, token: string | null): CalendarAddresses =>
  token
    ? { personal_url: `${appUrl}/api/public/calendar/${token}/personal.ics`, company_url: `${appUrl}/api/public/calendar/${token}/company.ics` }
    : { personal_url: null, company_url: null }

export function createCalendarRoutes({ db, getViewer, appUrl }: CalendarRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  // The addresses are secrets: no cache and no idempotency copy may keep them.
  app.use('*', async (c, next) => {
    await next()
    c.header('cache-control', 'no-store')
  })
  app.get('/', async (c) => c.json(addresses(appUrl, await feedToken(db.kysely, c.get('viewer').id))))
  app.post('/', async (c) => c.json(addresses(appUrl, await regenerateFeed(db.kysely, c.get('viewer').id))))
  app.delete('/', async (c) => {
    await revokeFeed(db.kysely, c.get('viewer').id)
    return c.json(addresses(appUrl, null))
  })
  return app
}

export function createPublicCalendarRoutes({ db, appUrl, companyName }: Omit<CalendarRoutesDeps, 'getViewer'>): Hono {
  const app = new Hono()
  const host = new URL(appUrl).host
  app.get('/:token/:file', async (c) => {
    const file = c.req.param('file')
    if (file !== 'personal.ics' && file !== 'company.ics') return c.json(errorBody('Ikke fundet'), 404)
    const userId = await feedOwner(db.kysely, c.req.param('token'))
    if (!userId) return c.json(errorBody('Kalenderadressen er ugyldig eller tilbagekaldt'), 404)
    const items =
      file === 'company.ics'
        ? [...(await companyEvents(db.kysely, appUrl)), ...(await approvedVacations(db.kysely, appUrl))]
        : [
            ...(await companyEvents(db.kysely, appUrl)),
            ...(await approvedVacations(db.kysely, appUrl, userId)),
            ...(await myMeetings(db.kysely, appUrl, userId)),
            ...(await myDeadlines(db.kysely, appUrl, userId)),
          ]
    const name = file === 'company.ics' ? `${companyName} – fælles kalender` : `${companyName} – min kalender`
    return c.body(renderCalendar(name, host, items), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="${file}"`,
    })
  })
  return app
}
