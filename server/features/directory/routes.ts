// /api/directory — writes of the partner directory (contacts, categories,
// ratings). Reads come through the contacts, contact_categories and contact_ratings shapes.
import { Hono } from 'hono'
import {
  CONTACT_FIELDS,
  categoryInput,
  categoryPatch,
  contactInput,
  contactPatch,
  ratingInput,
  type ContactValues,
} from '../../../sync/inputs/directory'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput, sentChanges } from '../../http/validate'
import { createCategory, deleteCategory, updateCategory, CATEGORY_NOT_FOUND, type CategoryValues } from './categories-store'
import { createContact, deleteContact, updateContact, CONTACT_NOT_FOUND } from './contacts-store'
import { deleteOwnRating, rateContact } from './ratings-store'

export function createDirectoryRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 64 * 1024)

  app.post('/contacts', async (c) => {
    const body = await readJsonObject(c)
    const values = parseInput(contactInput, body)
    return c.json(await createContact(db.kysely, c.get('viewer'), values, clientId(body)), 201)
  })

  app.patch('/contacts/:id', async (c) => {
    const id = idOr404(c.req.param('id'), CONTACT_NOT_FOUND)
    const body = await readJsonObject(c)
    const changes = sentChanges<ContactValues>(body, parseInput(contactPatch, body) as ContactValues, CONTACT_FIELDS)
    return c.json(await updateContact(db.kysely, c.get('viewer'), id, changes))
  })

  app.delete('/contacts/:id', async (c) =>
    c.json(await deleteContact(db.kysely, c.get('viewer'), idOr404(c.req.param('id'), CONTACT_NOT_FOUND))),
  )

  app.put('/contacts/:id/rating', async (c) => {
    const id = idOr404(c.req.param('id'), CONTACT_NOT_FOUND)
    const values = parseInput(ratingInput, await readJsonObject(c))
    return c.json(await rateContact(db.kysely, c.get('viewer'), id, values))
  })

  app.delete('/contacts/:id/rating', async (c) =>
    c.json(await deleteOwnRating(db.kysely, c.get('viewer'), idOr404(c.req.param('id'), CONTACT_NOT_FOUND))),
  )

  app.post('/categories', async (c) => {
    const values = parseInput(categoryInput, await readJsonObject(c))
    return c.json(await createCategory(db.kysely, c.get('viewer'), values), 201)
  })

  app.patch('/categories/:id', async (c) => {
    const id = idOr404(c.req.param('id'), CATEGORY_NOT_FOUND)
    const body = await readJsonObject(c)
    const changes = sentChanges<CategoryValues>(body, parseInput(categoryPatch, body) as CategoryValues, ['name', 'description'])
    return c.json(await updateCategory(db.kysely, c.get('viewer'), id, changes))
  })

  app.delete('/categories/:id', async (c) =>
    c.json(await deleteCategory(db.kysely, c.get('viewer'), idOr404(c.req.param('id'), CATEGORY_NOT_FOUND))),
  )

  return app
}
