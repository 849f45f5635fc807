// /api/vacations — everyone requests their own vacation (pending); admins register for
// others and approve; the owner or an admin edits and deletes. Reads come through the
// `vacations` shape; the GET list is for tools and scripts.
import { originOf } from '../audit/record'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { vacationEdit, vacationInput } from '../../../sync/inputs/vacations'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { badRequest, errorBody, notFound, readJsonObject } from '../../http/errors'
import { isUuid, parseInput } from '../../http/validate'
import {
  approveVacation,
  createVacation,
  deleteVacation,
  listVacations,
  updateVacation,
  VACATION_NOT_FOUND,
} from './store'

function vacationId(id: string): string {
  if (!isUuid(id)) throw notFound(VACATION_NOT_FOUND)
  return id.toLowerCase()
}

export interface VacationRoutesDeps {
  db: Database
  getViewer: GetViewer
}

export function createVacationRoutes({ db, getViewer }: VacationRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) }))

  app.get('/', async (c) => c.json({ vacations: await listVacations(db.kysely) }))

  app.post('/', async (c) => {
    const body = await readJsonObject(c)
    const input = parseInput(vacationInput, body)
    if (body.id !== undefined && !isUuid(body.id)) throw badRequest('Ugyldigt id')
    const id = body.id === undefined ? undefined : (body.id as string).toLowerCase()
    return c.json(await createVacation(db.kysely, c.get('viewer'), input, id), 201)
  })

  app.patch('/:id', async (c) => {
    const id = vacationId(c.req.param('id'))
    const input = parseInput(vacationEdit, await readJsonObject(c))
    return c.json(await updateVacation(db.kysely, c.get('viewer'), id, input, originOf(c)))
  })

  app.post('/:id/approve', async (c) => {
    const id = vacationId(c.req.param('id'))
    return c.json(await approveVacation(db.kysely, c.get('viewer'), id, originOf(c)))
  })

  app.delete('/:id', async (c) => {
    return c.json(await deleteVacation(db.kysely, c.get('viewer'), vacationId(c.req.param('id'))))
  })

  return app
}
