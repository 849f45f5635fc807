// /api/buildings — buildings, codes and access are written by admins; any signed-in user may
// ask to reveal a code, which succeeds only with access. Reads come through the shapes (which
// never carry a code value).
import { Hono } from 'hono'
import { buildingCodeInput, buildingCodePatch, buildingInput, buildingPatch, grantAccessInput } from '../../../sync/inputs/buildings'
import { buildingAccessRules, buildingCodeRules, buildingRules } from '../../../sync/permissions/buildings'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { badRequest, forbidden, readJsonObject } from '../../http/errors'
import { clientId, idOr404, NOTHING_TO_SAVE, parseInput, sentChanges, sentOnly } from '../../http/validate'
import { grantAccess, revokeAccess } from './access-store'
import { createBuilding, deleteBuilding, updateBuilding } from './building-store'
import { createCode, deleteCode, updateCode } from './code-store'
import { ACCESS_NOT_FOUND, BUILDING_NOT_FOUND, BUILDINGS_ADMIN_ONLY, CODE_NOT_FOUND } from './messages'
import { revealCode } from './reveal'
import { originOf } from '../audit/record'

export function createBuildingRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 64 * 1024)
  const k = db.kysely
  const building = (id: string) => idOr404(id, BUILDING_NOT_FOUND)
  const code = (id: string) => idOr404(id, CODE_NOT_FOUND)
  /** Refused before the body is read, so a non-admin learns nothing from validation errors. */
  const adminsOnly = (allowed: boolean | undefined) => {
    if (allowed === false) throw forbidden(BUILDINGS_ADMIN_ONLY)
  }

  app.post('/', async (c) => {
    adminsOnly(buildingRules.create.constant(c.get('viewer')))
    const body = await readJsonObject(c)
    const input = parseInput(buildingInput, body)
    return c.json(await createBuilding(k, c.get('viewer'), input, clientId(body)), 201)
  })

  app.patch('/:id', async (c) => {
    adminsOnly(buildingRules.update.constant(c.get('viewer')))
    const id = building(c.req.param('id'))
    const body = await readJsonObject(c)
    const changes = sentChanges(body, parseInput(buildingPatch, body))
    return c.json(await updateBuilding(k, c.get('viewer'), id, changes))
  })

  app.delete('/:id', async (c) => {
    adminsOnly(buildingRules.delete.constant(c.get('viewer')))
    return c.json(await deleteBuilding(k, c.get('viewer'), building(c.req.param('id'))))
  })

  app.post('/:id/codes', async (c) => {
    adminsOnly(buildingCodeRules.create.constant(c.get('viewer')))
    const buildingId = building(c.req.param('id'))
    const body = await readJsonObject(c)
    const { code_value, ...values } = parseInput(buildingCodeInput, body)
    return c.json(await createCode(k, c.get('viewer'), buildingId, values, code_value, clientId(body)), 201)
  })

  app.patch('/:id/codes/:codeId', async (c) => {
    adminsOnly(buildingCodeRules.update.constant(c.get('viewer')))
    const buildingId = building(c.req.param('id'))
    const codeId = code(c.req.param('codeId'))
    const body = await readJsonObject(c)
    const { code_value, ...values } = sentOnly(body, parseInput(buildingCodePatch, body))
    if (Object.keys(values).length === 0 && !code_value) throw badRequest(NOTHING_TO_SAVE)
    return c.json(await updateCode(k, c.get('viewer'), buildingId, codeId, values, code_value ?? null))
  })

  app.delete('/:id/codes/:codeId', async (c) => {
    adminsOnly(buildingCodeRules.delete.constant(c.get('viewer')))
    const buildingId = building(c.req.param('id'))
    return c.json(await deleteCode(k, c.get('viewer'), buildingId, code(c.req.param('codeId'))))
  })

  app.post('/:id/codes/:codeId/reveal', async (c) => {
    const buildingId = building(c.req.param('id'))
    const revealed = await revealCode(k, c.get('viewer'), buildingId, code(c.req.param('codeId')), originOf(c))
    // A secret: never kept by a browser cache or a proxy.
    c.header('cache-control', 'no-store')
    return c.json(revealed)
  })

  app.post('/:id/access', async (c) => {
    adminsOnly(buildingAccessRules.grant.constant(c.get('viewer')))
    const buildingId = building(c.req.param('id'))
    const { user_id } = parseInput(grantAccessInput, await readJsonObject(c))
    return c.json(await grantAccess(k, c.get('viewer'), buildingId, user_id), 201)
  })

  app.post('/:id/access/:accessId/revoke', async (c) => {
    adminsOnly(buildingAccessRules.revoke.constant(c.get('viewer')))
    const buildingId = building(c.req.param('id'))
    const accessId = idOr404(c.req.param('accessId'), ACCESS_NOT_FOUND)
    return c.json(await revokeAccess(k, c.get('viewer'), buildingId, accessId))
  })

  return app
}
