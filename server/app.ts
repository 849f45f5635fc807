// The HTTP app: one sub-app per feature under /api, then the built client. Everything under
// /api answers JSON, errors included ({ error }), and never a stack trace.
import { Hono } from 'hono'
import type { Auth } from './auth/auth'
import { createAuthRoutes } from './auth/routes'
import { createGetViewer, type GetViewer } from './auth/viewer'
import type { Database } from './db/connect'
import type { Env } from './env'
import { createConfigRoutes } from './features/config/routes'
import { createEventRoutes } from './features/events/routes'
import { createHealthRoutes } from './features/health/routes'
import { errorBody, onError, onNotFound } from './http/errors'
import { idempotency } from './http/idempotency'
import { createShapeProxy } from './shapes/proxy'
import type { ShapeUpstream } from './shapes/upstream'
import { createStaticRoutes } from './static'
import { createFileRoutes, type Storage } from './storage'

export interface AppDeps {
  env: Pick<Env, 'COMPANY_NAME' | 'COMPANY_SLOGAN' | 'TRUST_PROXY'>
  db: Database
  auth: Auth
  /** Defaults to the session lookup through `auth`; the shape proxy uses the same one. */
  getViewer?: GetViewer
  /** Where /api/shapes/* reads from; without it that route answers 503 (tests of other features). */
  shapeUpstream?: ShapeUpstream
  /** Uploaded files (STORAGE_DIR); served to signed-in users at /api/files/*. */
  storage: Storage
  /** The built client; defaults to dist/client. */
  clientDir?: string
}

export function createApp(deps: AppDeps): Hono {
  const getViewer = deps.getViewer ?? createGetViewer(deps.auth)
  const app = new Hono()
  app.onError(onError)

  app.use('/api/*', idempotency(deps.db, getViewer))
  app.route('/api/health', createHealthRoutes())
  app.route('/api/config', createConfigRoutes(deps.env))
  app.route('/api/auth', createAuthRoutes(deps.auth, { trustProxy: deps.env.TRUST_PROXY }))
  app.route('/api/files', createFileRoutes({ storage: deps.storage, getViewer }))
  app.route('/api/events', createEventRoutes({ db: deps.db, getViewer }))
  if (deps.shapeUpstream) {
    app.route('/api/shapes', createShapeProxy({ getViewer, upstream: deps.shapeUpstream }))
  } else {
    app.all('/api/shapes/*', (c) => c.json(errorBody('Synkronisering er ikke sat op'), 503))
  }

  app.all('/api', onNotFound)
  app.all('/api/*', onNotFound)
  app.route('/', createStaticRoutes(deps.clientDir))
  app.notFound(onNotFound)
  return app
}
