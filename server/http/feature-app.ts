// How most features' routers begin: signed-in callers only, and request bodies no larger than
// the feature needs, a larger one refused with the API's Danish 413 before it is read.
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requireViewer, type GetViewer } from '../auth/viewer'
import type { Database } from '../db/connect'
import type { AppEnv } from './context'
import { errorBody } from './errors'

/** What a feature's routes are built from (more for features that store files or mail). */
export interface FeatureDeps {
  db: Database
  getViewer: GetViewer
}

export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({ maxSize, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) })

/** A router whose every route needs a signed-in viewer and takes bodies up to `maxBodySize` bytes. */
export function signedInApp(getViewer: GetViewer, maxBodySize: number): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', limitBody(maxBodySize))
  return app
}
