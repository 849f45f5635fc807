// /api/events — writes for admins; reads normally come through the `events` shape, the GET
// list is for tools and scripts. Input is validated with the schemas the form uses.
import { Hono } from 'hono'
import { eventRules } from '../../../sync/permissions'
import { eventInput, eventPatch } from '../../../sync/inputs/events'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { badRequest, forbidden, readJsonObject } from '../../http/errors'
import { parseInstant } from '../../http/danish-time'
import { clientId, idOr404, parseInput, sentChanges } from '../../http/validate'
import { createEvent, deleteEvent, EVENT_FORBIDDEN, EVENT_NOT_FOUND, listEvents, updateEvent, type EventValues } from './store'

const FIELDS = ['title', 'description', 'date', 'location'] as const

/** Stored as an exact instant; a date Postgres cannot hold is the user's error, not a 500. */
function normaliseDate(text: string): string {
  const date = parseInstant(text)
  const year = date.getUTCFullYear()
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999) throw badRequest('Ugyldig dato')
  return date.toISOString()
}

const eventId = (id: string) => idOr404(id, EVENT_NOT_FOUND)

export function createEventRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 64 * 1024)

  app.get('/', async (c) => c.json({ events: await listEvents(db.kysely) }))

  app.post('/', async (c) => {
    const viewer = c.get('viewer')
    if (!eventRules.create.test(viewer)) throw forbidden(EVENT_FORBIDDEN)
    const body = await readJsonObject(c)
    const input = parseInput(eventInput, body)
    const id = clientId(body)
    const values: EventValues = { ...input, date: normaliseDate(input.date) }
    const written = await createEvent(db.kysely, viewer, values, id)
    return c.json(written, 201)
  })

  app.patch('/:id', async (c) => {
    const viewer = c.get('viewer')
    if (eventRules.update.constant(viewer) === false) throw forbidden(EVENT_FORBIDDEN)
    const id = eventId(c.req.param('id'))
    const body = await readJsonObject(c)
    const changes: Partial<EventValues> = sentChanges(body, parseInput(eventPatch, body), FIELDS)
    if (changes.date) changes.date = normaliseDate(changes.date)
    return c.json(await updateEvent(db.kysely, viewer, id, changes))
  })

  app.delete('/:id', async (c) => {
    const viewer = c.get('viewer')
    if (eventRules.delete.constant(viewer) === false) throw forbidden(EVENT_FORBIDDEN)
    return c.json(await deleteEvent(db.kysely, viewer, eventId(c.req.param('id'))))
  })

  return app
}
