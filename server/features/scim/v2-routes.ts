// /api/scim/v2 — the SCIM 2.0 service (RFC 7644) for Entra ID, Okta and other directories.
// Every request is a directory's, by its bearer token; answers and errors are
// application/scim+json (request bodies may be that or plain JSON).
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../../db/connect'
import { readJsonObject } from '../../http/errors'
import { BAD_TEXT_MESSAGE, containsBadText } from '../../http/validate'
import { originOf } from '../audit/record'
import { resourceTypes, schemas, serviceProviderConfig } from './discovery'
import { onScimError, scimBadRequest, scimErrorBody, scimJson, scimNotFound } from './errors'
import { listResponse, parseFilter, parsePaging } from './filter'
import { groupAttributes, groupResource } from './group-schema'
import { createGroup, deleteGroup, findGroup, GROUP_ATTRS, listGroups, replaceGroup } from './groups-store'
import { applyPatch, patchRequest, PATCH_TEXTS } from './patch'
import { requireDirectoryToken, type ScimEnv } from './token-auth'
import { userAttributes, userResource } from './user-schema'
import { createUser, deleteUser, findUser, listUsers, replaceUser, USER_ATTRS } from './users-store'

const fail = (message: string): never => {
  throw scimBadRequest(message)
}

async function body(c: Context<ScimEnv>) {
  const json = await readJsonObject(c)
  if (containsBadText(json)) throw scimBadRequest(BAD_TEXT_MESSAGE, 'invalidSyntax')
  return json
}

async function patchOperations(c: Context<ScimEnv>) {
  const parsed = patchRequest.safeParse(await body(c))
  if (!parsed.success) throw scimBadRequest(parsed.error.issues[0]?.message ?? PATCH_TEXTS.body, 'invalidSyntax')
  return parsed.data.Operations
}

/** `excludedAttributes=members` (Entra ID asks it when it only wants to know a group exists). */
const wantsMembers = (c: Context) => !(c.req.query('excludedAttributes') ?? '').split(',').some((a) => a.trim().toLowerCase() === 'members')

export function createScimV2Routes(deps: { db: Database; appUrl: string }): Hono<ScimEnv> {
  const kysely = deps.db.kysely
  const baseUrl = `${deps.appUrl.replace(/\/$/, '')}/api/scim/v2`
  const app = new Hono<ScimEnv>()
  app.onError(onScimError)
  app.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => scimJson(c, scimErrorBody(413, 'Forespørgslen er for stor'), 413) }))
  app.use('*', requireDirectoryToken(kysely))

  app.get('/ServiceProviderConfig', (c) => scimJson(c, serviceProviderConfig(baseUrl)))
  app.get('/ResourceTypes', (c) => scimJson(c, listResponse(resourceTypes(baseUrl), 2, 0)))
  app.get('/ResourceTypes/:id', (c) => {
    const type = resourceTypes(baseUrl).find((t) => t.id === c.req.param('id'))
    if (!type) throw scimNotFound('Ressourcetypen findes ikke')
    return scimJson(c, type)
  })
  app.get('/Schemas', (c) => scimJson(c, listResponse(schemas(baseUrl), 3, 0)))
  app.get('/Schemas/:id', (c) => {
    const schema = schemas(baseUrl).find((s) => s.id === c.req.param('id'))
    if (!schema) throw scimNotFound('Skemaet findes ikke')
    return scimJson(c, schema)
  })

  app.get('/Users', async (c) => {
    const filter = parseFilter(c.req.query('filter'), USER_ATTRS)
    const { offset, limit } = parsePaging(c.req.query('startIndex'), c.req.query('count'))
    const { users, total } = await listUsers(kysely, c.get('directory'), filter, offset, limit)
    return scimJson(c, listResponse(users.map((u) => userResource(u, baseUrl)), total, offset))
  })
  app.get('/Users/:id', async (c) => scimJson(c, userResource(await findUser(kysely, c.get('directory'), c.req.param('id')), baseUrl)))
  app.post('/Users', async (c) => {
    const user = await createUser(kysely, c.get('directory'), userAttributes(await body(c), fail), originOf(c as never))
    const resource = userResource(user, baseUrl)
    return scimJson(c, resource, 201, { location: resource.meta.location })
  })
  app.put('/Users/:id', async (c) => {
    const attrs = userAttributes(await body(c), fail)
    return scimJson(c, userResource(await replaceUser(kysely, c.get('directory'), c.req.param('id'), attrs, originOf(c as never)), baseUrl))
  })
  app.patch('/Users/:id', async (c) => {
    const ops = await patchOperations(c)
    const dir = c.get('directory')
    const current = userResource(await findUser(kysely, dir, c.req.param('id')), baseUrl)
    const attrs = userAttributes(applyPatch(current, ops), fail)
    return scimJson(c, userResource(await replaceUser(kysely, dir, c.req.param('id'), attrs, originOf(c as never)), baseUrl))
  })
  app.delete('/Users/:id', async (c) => {
    await deleteUser(kysely, c.get('directory'), c.req.param('id'), originOf(c as never))
    return c.body(null, 204)
  })

  app.get('/Groups', async (c) => {
    const filter = parseFilter(c.req.query('filter'), GROUP_ATTRS)
    const { offset, limit } = parsePaging(c.req.query('startIndex'), c.req.query('count'))
    const { groups, total } = await listGroups(kysely, c.get('directory'), filter, offset, limit, wantsMembers(c))
    return scimJson(c, listResponse(groups.map((g) => groupResource(g, baseUrl)), total, offset))
  })
  app.get('/Groups/:id', async (c) =>
    scimJson(c, groupResource(await findGroup(kysely, c.get('directory'), c.req.param('id'), wantsMembers(c)), baseUrl)),
  )
  app.post('/Groups', async (c) => {
    const group = await createGroup(kysely, c.get('directory'), groupAttributes(await body(c), fail), originOf(c as never))
    const resource = groupResource(group, baseUrl)
    return scimJson(c, resource, 201, { location: resource.meta.location })
  })
  app.put('/Groups/:id', async (c) => {
    const attrs = groupAttributes(await body(c), fail)
    return scimJson(c, groupResource(await replaceGroup(kysely, c.get('directory'), c.req.param('id'), attrs, originOf(c as never)), baseUrl))
  })
  app.patch('/Groups/:id', async (c) => {
    const ops = await patchOperations(c)
    const dir = c.get('directory')
    const current = groupResource(await findGroup(kysely, dir, c.req.param('id')), baseUrl)
    const attrs = groupAttributes(applyPatch(current, ops), fail)
    await replaceGroup(kysely, dir, c.req.param('id'), attrs, originOf(c as never))
    // RFC 7644 §3.5.2 allows 204; Entra ID and Okta need no body back, and a full group can be large.
    return c.body(null, 204)
  })
  app.delete('/Groups/:id', async (c) => {
    await deleteGroup(kysely, c.get('directory'), c.req.param('id'), originOf(c as never))
    return c.body(null, 204)
  })

  app.all('*', () => {
    throw scimNotFound('Ikke fundet')
  })
  return app
}
