// /api/scim/v2 — the SCIM 2.0 service (RFC 7644) for Entra ID, Okta and other directories.
// Every request is a directory's, by its bearer token; answers and errors are
// application/scim+json (request bodies may be that or plain JSON).
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../../db/connect'
import { readJsonObject } from '../../http/errors'
import { BAD_TEXT_MESSAGE, containsBadText } from '../../http/validate'
import { originOf, type RequestOrigin } from '../audit/record'
import { resourceTypes, schemas, serviceProviderConfig } from './discovery'
import { onScimError, scimBadRequest, scimErrorBody, scimJson, scimNotFound } from './errors'
import type { AuthenticatedDirectory } from './directories'
import { listResponse, parseFilter, parsePaging, type EqFilter } from './filter'
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

  /**
   * Users and groups: list (filtered, paged), read, create, replace, patch and delete, the same
   * for both. A patch is applied to the resource as the directory sees it, then stored whole.
   */
  function mountResource<Stored, Attrs, Attr extends string>(
    path: '/Users' | '/Groups',
    r: {
      filterAttrs: readonly Attr[]
      list(dir: AuthenticatedDirectory, filter: EqFilter<Attr> | null, offset: number, limit: number, members: boolean): Promise<{ found: Stored[]; total: number }>
      find(dir: AuthenticatedDirectory, id: string, members: boolean): Promise<Stored>
      create(dir: AuthenticatedDirectory, attrs: Attrs, origin: RequestOrigin): Promise<Stored>
      replace(dir: AuthenticatedDirectory, id: string, attrs: Attrs, origin: RequestOrigin): Promise<Stored>
      remove(dir: AuthenticatedDirectory, id: string, origin: RequestOrigin): Promise<void>
      attributes(body: unknown, fail: (message: string) => never): Attrs
      resource(stored: Stored, baseUrl: string): Parameters<typeof applyPatch>[0] & { meta: { location: string } }
      /** RFC 7644 §3.5.2 allows 204 after a patch; Entra ID and Okta need no body back, and a full group can be large. */
      patchAnswersEmpty: boolean
    },
  ) {
    const origin = (c: Context<ScimEnv>) => originOf(c as never)
    app.get(path, async (c) => {
      const filter = parseFilter(c.req.query('filter'), r.filterAttrs)
      const { offset, limit } = parsePaging(c.req.query('startIndex'), c.req.query('count'))
      const { found, total } = await r.list(c.get('directory'), filter, offset, limit, wantsMembers(c))
      return scimJson(c, listResponse(found.map((x) => r.resource(x, baseUrl)), total, offset))
    })
    app.get(`${path}/:id`, async (c) => scimJson(c, r.resource(await r.find(c.get('directory'), c.req.param('id'), wantsMembers(c)), baseUrl)))
    app.post(path, async (c) => {
      const resource = r.resource(await r.create(c.get('directory'), r.attributes(await body(c), fail), origin(c)), baseUrl)
      return scimJson(c, resource, 201, { location: resource.meta.location })
    })
    app.put(`${path}/:id`, async (c) => {
      const attrs = r.attributes(await body(c), fail)
      return scimJson(c, r.resource(await r.replace(c.get('directory'), c.req.param('id'), attrs, origin(c)), baseUrl))
    })
    app.patch(`${path}/:id`, async (c) => {
      const ops = await patchOperations(c)
      const dir = c.get('directory')
      const current = r.resource(await r.find(dir, c.req.param('id'), true), baseUrl)
      const stored = await r.replace(dir, c.req.param('id'), r.attributes(applyPatch(current, ops), fail), origin(c))
      return r.patchAnswersEmpty ? c.body(null, 204) : scimJson(c, r.resource(stored, baseUrl))
    })
    app.delete(`${path}/:id`, async (c) => {
      await r.remove(c.get('directory'), c.req.param('id'), origin(c))
      return c.body(null, 204)
    })
  }

  mountResource('/Users', {
    filterAttrs: USER_ATTRS,
    list: async (dir, filter, offset, limit) => {
      const { users, total } = await listUsers(kysely, dir, filter, offset, limit)
      return { found: users, total }
    },
    find: (dir, id) => findUser(kysely, dir, id),
    create: (dir, attrs, origin) => createUser(kysely, dir, attrs, origin),
    replace: (dir, id, attrs, origin) => replaceUser(kysely, dir, id, attrs, origin),
    remove: (dir, id, origin) => deleteUser(kysely, dir, id, origin),
    attributes: userAttributes,
    resource: userResource,
    patchAnswersEmpty: false,
  })
  mountResource('/Groups', {
    filterAttrs: GROUP_ATTRS,
    list: async (dir, filter, offset, limit, members) => {
      const { groups, total } = await listGroups(kysely, dir, filter, offset, limit, members)
      return { found: groups, total }
    },
    find: (dir, id, members) => findGroup(kysely, dir, id, members),
    create: (dir, attrs, origin) => createGroup(kysely, dir, attrs, origin),
    replace: (dir, id, attrs, origin) => replaceGroup(kysely, dir, id, attrs, origin),
    remove: (dir, id, origin) => deleteGroup(kysely, dir, id, origin),
    attributes: groupAttributes,
    resource: groupResource,
    patchAnswersEmpty: true,
  })

  app.all('*', () => {
    throw scimNotFound('Ikke fundet')
  })
  return app
}
