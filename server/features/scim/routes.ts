// /api/scim — SCIM provisioning. /directories is the administrators' side (the "SCIM-
// provisionering" section of the Single sign-on page: create a directory and see its token
// once, change its role map, revoke it), checked on the server for every request; answers never
// carry a token or its hash. /v2 is the SCIM service itself, for directories' bearer tokens.
import { Hono } from 'hono'
import { scimDirectoryInput, type ScimDirectoryList, type ScimDirectorySaved } from '../../../sync/inputs/scim'
import { requireAdmin, requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { originOf } from '../audit/record'
import { createDirectory, listDirectories, revokeDirectory, updateDirectory } from './directories'
import { createScimV2Routes } from './v2-routes'

export interface ScimRoutesDeps extends FeatureDeps {
  appUrl: string
}

export function createScimRoutes(deps: ScimRoutesDeps): Hono<AppEnv> {
  const kysely = deps.db.kysely
  const app = new Hono<AppEnv>()
  const admin = new Hono<AppEnv>()
  admin.use('*', requireViewer(deps.getViewer), requireAdmin)
  admin.use('*', limitBody(16 * 1024))
  const act = (c: Parameters<typeof originOf>[0]) => ({ actorId: c.get('viewer').id, origin: originOf(c) })

  admin.get('/', async (c) => {
    const answer: ScimDirectoryList = { directories: await listDirectories(kysely), baseUrl: `${deps.appUrl.replace(/\/$/, '')}/api/scim/v2` }
    c.header('cache-control', 'no-store')
    return c.json(answer)
  })
  admin.post('/', async (c) => {
    const input = parseInput(scimDirectoryInput, await readJsonObject(c))
    c.header('cache-control', 'no-store')
    return c.json(await createDirectory(kysely, input, act(c)), 201)
  })
  admin.put('/:id', async (c) => {
    const input = parseInput(scimDirectoryInput, await readJsonObject(c))
    return c.json({ directory: await updateDirectory(kysely, c.req.param('id'), input, act(c)) } satisfies ScimDirectorySaved)
  })
  admin.post('/:id/revoke', async (c) => c.json({ directory: await revokeDirectory(kysely, c.req.param('id'), act(c)) } satisfies ScimDirectorySaved))

  app.route('/directories', admin)
  app.route('/v2', createScimV2Routes({ db: deps.db, appUrl: deps.appUrl }) as unknown as Hono<AppEnv>)
  return app
}
