// /api/departments — admins create, rename and delete departments; everyone reads them
// through the `departments` shape. Input is the shared schema the admin form uses.
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { DEPARTMENT_TEXTS, departmentInput } from '../../../sync/inputs/departments'
import { departmentRules } from '../../../sync/permissions/posts'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { forbidden, readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput } from '../../http/validate'
import { createDepartment, deleteDepartment, renameDepartment } from './store'

export function createDepartmentRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  const json = limitBody(16 * 1024)
  // Refused before the body is read: a non-admin learns nothing about the input rules.
  const adminsOnly = (action: 'create' | 'update' | 'delete') =>
    createMiddleware<AppEnv>(async (c, next) => {
      if (departmentRules[action].constant(c.get('viewer')) === false) throw forbidden(DEPARTMENT_TEXTS.adminOnly)
      await next()
    })

  app.post('/', json, adminsOnly('create'), async (c) => {
    const body = await readJsonObject(c)
    const { name } = parseInput(departmentInput, body)
    return c.json(await createDepartment(db.kysely, c.get('viewer'), name, clientId(body)), 201)
  })

  app.patch('/:id', json, adminsOnly('update'), async (c) => {
    const id = idOr404(c.req.param('id'), DEPARTMENT_TEXTS.notFound)
    const { name } = parseInput(departmentInput, await readJsonObject(c))
    return c.json(await renameDepartment(db.kysely, c.get('viewer'), id, name))
  })

  app.delete('/:id', adminsOnly('delete'), async (c) => {
    const id = idOr404(c.req.param('id'), DEPARTMENT_TEXTS.notFound)
    return c.json(await deleteDepartment(db.kysely, c.get('viewer'), id))
  })
  return app
}
