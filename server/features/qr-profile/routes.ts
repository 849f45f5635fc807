// GET /api/public/qr-profile?qr=<code> — the one people endpoint that needs no sign-in: a
// helmet sticker or site badge is scanned by whoever finds the person. Rate-limited per
// client address (counters in the database) so codes cannot be guessed by brute force.
import { Hono } from 'hono'
import { QR_NOT_FOUND, qrCodeParam } from '../../../sync/inputs/people'
import type { QrProfileAnswer } from '../../../sync/inputs/qr-profile'
import { clientAddress } from '../../auth/routes'
import type { Database } from '../../db/connect'
import { errorBody } from '../../http/errors'
import { parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { findPublicQrProfile } from './lookup'
import { hitRateLimit, type RateLimit } from '../../http/rate-limit'

export const QR_RATE_LIMITED = 'For mange opslag. Vent et øjeblik, og prøv igen.'
export const DEFAULT_QR_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 60 }

export interface QrProfileRoutesDeps {
  db: Database
  storage: Storage
  trustProxy?: boolean
  rateLimit?: RateLimit
}

export function createQrProfileRoutes({ db, storage, trustProxy = false, rateLimit = DEFAULT_QR_RATE_LIMIT }: QrProfileRoutesDeps): Hono {
  const app = new Hono()
  app.get('/', async (c) => {
    // Never cached or indexed: the answer is personal, and a code can be replaced.
    c.header('cache-control', 'no-store')
    c.header('x-robots-tag', 'noindex, nofollow')
    const address = clientAddress(c, trustProxy) ?? 'unknown'
    const limit = await hitRateLimit(db.kysely, `qr-profile:${address}`, rateLimit)
    if (!limit.allowed) {
      c.header('retry-after', String(limit.retryAfter))
      return c.json(errorBody(QR_RATE_LIMITED), 429)
    }
    const qr = parseInput(qrCodeParam, c.req.query('qr') ?? '')
    const profile = await findPublicQrProfile(db.kysely, storage, qr)
    if (!profile) return c.json(errorBody(QR_NOT_FOUND), 404)
    return c.json({ profile } satisfies QrProfileAnswer)
  })
  return app
}
