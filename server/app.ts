// The HTTP app: one sub-app per feature under /api, then the built client. Everything under
// /api answers JSON, errors included ({ error }), and never a stack trace.
import { Hono } from 'hono'
import type { Auth } from './auth/auth'
import { createMailer, type Mailer } from './auth/mailer'
import { createAuthRoutes } from './auth/routes'
import { createGetViewer, type GetViewer } from './auth/viewer'
import type { Database } from './db/connect'
import type { Env } from './env'
import { createConfigRoutes } from './features/config/routes'
import { createEventRoutes } from './features/events/routes'
import { createMeetingRoutes } from './features/meetings/routes'
import { createDepartmentRoutes } from './features/departments/routes'
import { createHealthRoutes } from './features/health/routes'
import { createProjectRoutes } from './features/projects/routes'
import { createVacationRoutes } from './features/vacations/routes'
import { createNewsRoutes } from './features/news/routes'
import { createPostRoutes } from './features/posts/routes'
import { createBuildingRoutes } from './features/buildings/routes'
import { createHandbookRoutes } from './features/handbooks/routes'
import { createDirectoryRoutes } from './features/directory/routes'
import { createProfileRoutes } from './features/profiles/routes'
import { createQrProfileRoutes } from './features/qr-profile/routes'
import { createUserRoutes } from './features/users/routes'
import { createSsoRoutes } from './features/sso/routes'
import { createScimRoutes } from './features/scim/routes'
import { createAiRoutes } from './features/ai/routes'
import { aiConfigFrom, type AiEnv } from './features/ai/config'
import { createTranscriptionRoutes } from './features/transcriptions/routes'
import { createAnalyticsRoutes } from './features/analytics/routes'
import { createNotificationRoutes } from './features/notifications/routes'
import { createMustReadRoutes } from './features/notifications/must-read-routes'
import { createDigestRoutes } from './features/notifications/digest-routes'
import { createPushRoutes } from './features/push/routes'
import { ensureVapidDetails, type VapidDetails, type VapidEnv } from './features/push/vapid'
import { createCalendarRoutes, createPublicCalendarRoutes } from './features/calendar/routes'
import { createAuditRoutes } from './features/audit/routes'
import { createPersonalDataRoutes } from './features/personal-data/routes'
import { explainDeactivated } from './auth/deactivated'
import { clientOrigin } from './http/client-origin'
import { errorBody, onError, onNotFound } from './http/errors'
import { idempotency } from './http/idempotency'
import { compressJson } from './http/compress-json'
import { sameOrigin } from './http/same-origin'
import { writeContract } from './http/write-contract'
import { securityHeaders } from './http/security-headers'
import { announceBuild } from './http/build-id'
import { createShapeProxy } from './shapes/proxy'
import { createSessionViewer } from './auth/session-viewer'
import type { ShapeUpstream } from './shapes/upstream'
import { createStaticRoutes } from './static'
import { createFileRoutes, type Storage } from './storage'

/** Where a SAML identity provider posts its answer (better-auth's SSO plugin). */
const SAML_ACS_PATH = /^\/api\/auth\/sso\/saml2\/sp\/acs\/[a-z0-9-]+$/

export interface AppDeps {
  env: Pick<Env, 'COMPANY_NAME' | 'COMPANY_SLOGAN' | 'TRUST_PROXY' | 'APP_URL'> & AiEnv & VapidEnv & Partial<Pick<Env, 'PRODUCTION' | 'SSO_PROVIDERS'>>
  db: Database
  auth: Auth
  /** Defaults to the session lookup through `auth`; the shape proxy uses the same one. */
  getViewer?: GetViewer
  /** Where /api/shapes/* reads from; without it that route answers 503 (tests of other features). */
  shapeUpstream?: ShapeUpstream
  /** Uploaded files (STORAGE_DIR); served to signed-in users at /api/files/*. */
  storage: Storage
  /** Invitations; without it they are written to the server log. */
  mailer?: Mailer
  /** The built client; defaults to dist/client. */
  clientDir?: string
  /** The client build this server serves, said on every /api answer (http/build-id.ts); unset → not said. */
  buildId?: string | null
  /** The Web Push keys the server already read at start (main.ts); without them, read at the first push request. */
  vapid?: VapidDetails
}

/** The VAPID keys, read (or made) at the first push request; a failure is tried again next time. */
function vapidOnce(deps: AppDeps): () => Promise<VapidDetails> {
  let keys: Promise<VapidDetails> | null = deps.vapid ? Promise.resolve(deps.vapid) : null
  return () =>
    (keys ??= ensureVapidDetails(deps.db.kysely, deps.env).catch((err) => {
      keys = null
      throw err
    }))
}

export function createApp(deps: AppDeps): Hono {
  const getViewer = deps.getViewer ?? createGetViewer(deps.auth)
  const app = new Hono()
  app.onError(onError)

  app.use('*', securityHeaders())
  app.use('/api/*', announceBuild(deps.buildId))
  // Outermost for /api: compresses what the routes (and idempotent replays) answer.
  app.use('/api/*', compressJson())
  const sameOriginOnly = sameOrigin({ appUrl: deps.env.APP_URL, trustProxy: deps.env.TRUST_PROXY })
  // A SAML identity provider posts the signed answer from its own site by design; what makes it
  // trusted is the XML signature, audience, InResponseTo and replay checks of the SSO plugin.
  app.use('/api/*', (c, next) => (SAML_ACS_PATH.test(c.req.path) ? next() : sameOriginOnly(c, next)))
  app.use('/api/*', clientOrigin(deps.env.TRUST_PROXY))
  app.use('/api/*', explainDeactivated(deps.db))
  // Before idempotency: a write too old to read is refused before anything records it.
  app.use('/api/*', writeContract())
  app.use('/api/*', idempotency(deps.db, getViewer))
  app.route('/api/health', createHealthRoutes())
  app.route('/api/config', createConfigRoutes(deps.env))
  app.route('/api/auth', createAuthRoutes(deps.auth, { trustProxy: deps.env.TRUST_PROXY, db: deps.db, appUrl: deps.env.APP_URL }))
  app.route('/api/files', createFileRoutes({ storage: deps.storage, getViewer, db: deps.db }))
  app.route('/api/events', createEventRoutes({ db: deps.db, getViewer }))
  app.route('/api/vacations', createVacationRoutes({ db: deps.db, getViewer }))
  app.route('/api/projects', createProjectRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/meetings', createMeetingRoutes({ db: deps.db, getViewer }))
  app.route('/api/news', createNewsRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/posts', createPostRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/departments', createDepartmentRoutes({ db: deps.db, getViewer }))
  app.route('/api/buildings', createBuildingRoutes({ db: deps.db, getViewer }))
  app.route('/api/handbooks', createHandbookRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/profile', createProfileRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/public/qr-profile', createQrProfileRoutes({ db: deps.db, storage: deps.storage, trustProxy: deps.env.TRUST_PROXY }))
  const mailer = deps.mailer ?? createMailer({ from: deps.env.COMPANY_NAME })
  app.route('/api/sso', createSsoRoutes({ db: deps.db, getViewer, appUrl: deps.env.APP_URL, envProviders: deps.env.SSO_PROVIDERS ?? [] }))
  app.route('/api/scim', createScimRoutes({ db: deps.db, getViewer, appUrl: deps.env.APP_URL }))
  app.route('/api/users', createUserRoutes({ ...deps, getViewer, mailer, appUrl: deps.env.APP_URL, companyName: deps.env.COMPANY_NAME }))
  app.route('/api/audit', createAuditRoutes({ db: deps.db, getViewer }))
  app.route('/api/me', createPersonalDataRoutes({ db: deps.db, getViewer, storage: deps.storage }))
  app.route('/api/directory', createDirectoryRoutes({ db: deps.db, getViewer }))
  app.route('/api/analytics', createAnalyticsRoutes({ db: deps.db, getViewer }))
  app.route('/api/transcriptions', createTranscriptionRoutes({ db: deps.db, getViewer, storage: deps.storage, ai: aiConfigFrom(deps.env) }))
  app.route('/api/notifications', createNotificationRoutes({ db: deps.db, getViewer }))
  app.route('/api/must-read', createMustReadRoutes({ db: deps.db, getViewer }))
  app.route('/api/push', createPushRoutes({ db: deps.db, getViewer, vapid: vapidOnce(deps), production: deps.env.PRODUCTION ?? false }))
  app.route('/api/digest', createDigestRoutes({ db: deps.db, getViewer, mailer, appUrl: deps.env.APP_URL, companyName: deps.env.COMPANY_NAME }))
  const calendar = { db: deps.db, appUrl: deps.env.APP_URL, companyName: deps.env.COMPANY_NAME }
  app.route('/api/calendar', createCalendarRoutes({ ...calendar, getViewer }))
  app.route('/api/public/calendar', createPublicCalendarRoutes(calendar))
  app.route('/api', createAiRoutes({ db: deps.db, getViewer, ai: aiConfigFrom(deps.env) }))
  if (deps.shapeUpstream) {
    // The sync hot path reads the session in one query (same answer as getViewer, far cheaper).
    const shapeViewer = deps.getViewer ?? createSessionViewer(deps.db)
    app.route('/api/shapes', createShapeProxy({ getViewer: shapeViewer, upstream: deps.shapeUpstream }))
  } else {
    app.all('/api/shapes/*', (c) => c.json(errorBody('Synkronisering er ikke sat op'), 503))
  }

  app.all('/api', onNotFound)
  app.all('/api/*', onNotFound)
  app.route('/', createStaticRoutes(deps.clientDir))
  app.notFound(onNotFound)
  return app
}
