// /api/scim/v2 — the SCIM 2.0 service (RFC 7644) for Entra ID, Okta and other directories.
// Every request is a directory's, by its bearer token; answers and errors are
// application/scim+json (request bodies may be that or plain JSON).
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/connect'
import type { DB } from '../../db/types'
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
      store: {
        list(kysely: Kysely<DB>, dir: AuthenticatedDirectory, filter: EqFilter<Attr> | null, offset: number, limit: number, members: boolean): Promise<{ found: Stored[]; total: number }>
        find(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, members: boolean): Promise<Stored>
        create(kysely: Kysely<DB>, dir: AuthenticatedDirectory, attrs: Attrs, origin: RequestOrigin): Promise<Stored>
        replace(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, attrs: Attrs, origin: RequestOrigin): Promise<Stored>
        remove(kysely: Kysely<DB>, dir: AuthenticatedDirectory, id: string, origin: RequestOrigin): Promise<void>
      }
      schema: {
        filterAttrs: readonly Attr[]
        attributes(body: unknown, fail: (message: string) => never): Attrs
        resource(stored: Stored, baseUrl: string): Parameters<typeof applyPatch>[0] & { meta: { location: string } }
      }
      /** RFC 7644 §3.5.2 allows 204 after a patch; Entra ID and Okta need no body back, and a full group can be large. */
      patchAnswersEmpty: boolean
    },
  ) {
    const { store, schema } = r
    const origin = (c: Context<ScimEnv>) => originOf(c as never)
    const resource = (stored: Stored) => schema.resource(stored, baseUrl)
    app.get(path, async (c) => {
      const filter = parseFilter(c.req.query('filter'), schema.filterAttrs)
      const { offset, limit } = parsePaging(c.req.query('startIndex'), c.req.query('count'))
      const { found, total } = await store.list(kysely, c.get('directory'), filter, offset, limit, wantsMembers(c))
      return scimJson(c, listResponse(found.map(resource), total, offset))
    })
    app.get(`${path}/:id`, async (c) => scimJson(c, resource(await store.find(kysely, c.get('directory'), c.req.param('id'), wantsMembers(c)))))
    app.post(path, async (c) => {
      const created = resource(await store.create(kysely, c.get('directory'), schema.attributes(await body(c), fail), origin(c)))
      return scimJson(c, created, 201, { location: created.meta.location })
    })
    app.put(`${path}/:id`, async (c) => {
      const attrs = schema.attributes(await body(c), fail)
      return scimJson(c, resource(await store.replace(kysely, c.get('directory'), c.req.param('id'), attrs, origin(c))))
    })
    app.patch(`${path}/:id`, async (c) => {
      const ops = await patchOperations(c)
      const dir = c.get('directory')
      const current = resource(await store.find(kysely, dir, c.req.param('id'), true))
      const stored = await store.replace(kysely, dir, c.req.param('id'), schema.attributes(applyPatch(current, ops), fail), origin(c))
      return r.patchAnswersEmpty ? c.body(null, 204) : scimJson(c, resource(stored))
    })
    app.delete(`${path}/:id`, async (c) => {
      await store.remove(kysely, c.get('directory'), c.req.param('id'), origin(c))
      return c.body(null, 204)
    })
  }

  mountResource('/Users', {
    store: { list: listUsers, find: findUser, create: createUser, replace: replaceUser, remove: deleteUser },
    schema: { filterAttrs: USER_ATTRS, attributes: userAttributes, resource: userResource },
    patchAnswersEmpty: false,
  })
  mountResource('/Groups', {
    store: { list: listGroups, find: findGroup, create: createGroup, replace: replaceGroup, remove: deleteGroup },
    schema: { filterAttrs: GROUP_ATTRS, attributes: groupAttributes, resource: groupResource },
    patchAnswersEmpty: true,
  })

  app.all('*', () => {
    throw scimNotFound('Ikke fundet')
  })
  return app
}
