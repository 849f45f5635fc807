// /api/directory — writes of the partner directory (contacts, categories,
// ratings). Reads come through the contacts, contact_categories and contact_ratings shapes.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  CONTACT_FIELDS,
  categoryInput,
  categoryPatch,
  contactInput,
  contactPatch,
  ratingInput,
  type ContactValues,
} from '../../../sync/inputs/directory'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { badRequest, errorBody, notFound, readJsonObject } from '../../http/errors'
import { isUuid, parseInput } from '../../http/validate'
import { createCategory, deleteCategory, updateCategory, CATEGORY_NOT_FOUND, type CategoryValues } from './categories-store'
import { createContact, deleteContact, updateContact, CONTACT_NOT_FOUND } from './contacts-store'
import { deleteOwnRating, rateContact } from './ratings-store'

const uuidOr404 = (id: string, message: string) => {
  if (!isUuid(id)) throw notFound(message)
  return id.toLowerCase()
}

/** Only the fields the client sent; an absent field is not a cleared one. */
function sentOnly<T extends object>(body: Record<string, unknown>, parsed: T, fields: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {}
  for (const key of fields) if ((key as string) in body && parsed[key] !== undefined) out[key] = parsed[key]
  if (Object.keys(out).length === 0) throw badRequest('Der er ingen ændringer at gemme')
  return out
}

export function createDirectoryRoutes({ db, getViewer }: { db: Database; getViewer: GetViewer }): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) }))

  app.post('/contacts', async (c) => {
    const body = await readJsonObject(c)
    const values = parseInput(contactInput, body)
    if (body.id !== undefined && !isUuid(body.id)) throw badRequest('Ugyldigt id')
    return c.json(await createContact(db.kysely, c.get('viewer'), values, body.id as string | undefined), 201)
  })

  app.patch('/contacts/:id', async (c) => {
    const id = uuidOr404(c.req.param('id'), CONTACT_NOT_FOUND)
    const body = await readJsonObject(c)
    const changes = sentOnly<ContactValues>(body, parseInput(contactPatch, body) as ContactValues, CONTACT_FIELDS)
    return c.json(await updateContact(db.kysely, c.get('viewer'), id, changes))
  })

  app.delete('/contacts/:id', async (c) =>
    c.json(await deleteContact(db.kysely, c.get('viewer'), uuidOr404(c.req.param('id'), CONTACT_NOT_FOUND))),
  )

  app.put('/contacts/:id/rating', async (c) => {
    const id = uuidOr404(c.req.param('id'), CONTACT_NOT_FOUND)
    const values = parseInput(ratingInput, await readJsonObject(c))
    return c.json(await rateContact(db.kysely, c.get('viewer'), id, values))
  })

  app.delete('/contacts/:id/rating', async (c) =>
    c.json(await deleteOwnRating(db.kysely, c.get('viewer'), uuidOr404(c.req.param('id'), CONTACT_NOT_FOUND))),
  )

  app.post('/categories', async (c) => {
    const values = parseInput(categoryInput, await readJsonObject(c))
    return c.json(await createCategory(db.kysely, c.get('viewer'), values), 201)
  })

  app.patch('/categories/:id', async (c) => {
    const id = uuidOr404(c.req.param('id'), CATEGORY_NOT_FOUND)
    const body = await readJsonObject(c)
    const changes = sentOnly<CategoryValues>(body, parseInput(categoryPatch, body) as CategoryValues, ['name', 'description'])
    return c.json(await updateCategory(db.kysely, c.get('viewer'), id, changes))
  })

  app.delete('/categories/:id', async (c) =>
    c.json(await deleteCategory(db.kysely, c.get('viewer'), uuidOr404(c.req.param('id'), CATEGORY_NOT_FOUND))),
  )

  return app
}
