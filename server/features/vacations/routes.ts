// /api/vacations — everyone requests their own vacation (pending); admins register for
// others and approve; the owner or an admin edits and deletes. Reads come through the
// `vacations` shape; the GET list is for tools and scripts.
import { originOf } from '../audit/record'
import { Hono } from 'hono'
import { vacationEdit, vacationInput } from '../../../sync/inputs/vacations'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput } from '../../http/validate'
import {
  approveVacation,
  createVacation,
  deleteVacation,
  listVacations,
  updateVacation,
  VACATION_NOT_FOUND,
} from './store'

const vacationId = (id: string) => idOr404(id, VACATION_NOT_FOUND)

export function createVacationRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 16 * 1024)

  app.get('/', async (c) => c.json({ vacations: await listVacations(db.kysely) }))

  app.post('/', async (c) => {
    const body = await readJsonObject(c)
    const input = parseInput(vacationInput, body)
    const id = clientId(body)
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
