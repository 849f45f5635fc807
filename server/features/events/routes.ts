// /api/events — writes for admins; reads normally come through the `events` shape, the GET
// list is for tools and scripts. Input is validated with the schemas the form uses.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { eventRules } from '../../../sync/permissions'
import { eventInput, eventPatch } from '../../../sync/inputs/events'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { badRequest, errorBody, forbidden, notFound, readJsonObject } from '../../http/errors'
import { parseInstant } from '../../http/danish-time'
import { isUuid, parseInput } from '../../http/validate'
import { createEvent, deleteEvent, EVENT_FORBIDDEN, EVENT_NOT_FOUND, listEvents, updateEvent, type EventValues } from './store'

const FIELDS = ['title', 'description', 'date', 'location'] as const

/** Stored as an exact instant; a date Postgres cannot hold is the user's error, not a 500. */
function normaliseDate(text: string): string {
  const date = parseInstant(text)
  const year = date.getUTCFullYear()
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999) throw badRequest('Ugyldig dato')
  return date.toISOString()
}

function eventId(id: string): string {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND)
  return id.toLowerCase()
}

export interface EventRoutesDeps {
  db: Database
  getViewer: GetViewer
}

export function createEventRoutes({ db, getViewer }: EventRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) }))

  app.get('/', async (c) => c.json({ events: await listEvents(db.kysely) }))

  app.post('/', async (c) => {
    const viewer = c.get('viewer')
    if (!eventRules.create.test(viewer)) throw forbidden(EVENT_FORBIDDEN)
    const body = await readJsonObject(c)
    const input = parseInput(eventInput, body)
    if (body.id !== undefined && !isUuid(body.id)) throw badRequest('Ugyldigt id')
    const values: EventValues = { ...input, date: normaliseDate(input.date) }
    const written = await createEvent(db.kysely, viewer, values, body.id as string | undefined)
    return c.json(written, 201)
  })

  app.patch('/:id', async (c) => {
    const viewer = c.get('viewer')
    if (eventRules.update.constant(viewer) === false) throw forbidden(EVENT_FORBIDDEN)
    const id = eventId(c.req.param('id'))
    const body = await readJsonObject(c)
    const patch = parseInput(eventPatch, body)
    // Only what the client sent is changed; an absent field is not a cleared one.
    const changes: Partial<EventValues> = {}
    for (const key of FIELDS) if (key in body && patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] })
    if (changes.date) changes.date = normaliseDate(changes.date)
    if (Object.keys(changes).length === 0) throw badRequest('Der er ingen ændringer at gemme')
    return c.json(await updateEvent(db.kysely, viewer, id, changes))
  })

  app.delete('/:id', async (c) => {
    const viewer = c.get('viewer')
    if (eventRules.delete.constant(viewer) === false) throw forbidden(EVENT_FORBIDDEN)
    return c.json(await deleteEvent(db.kysely, viewer, eventId(c.req.param('id'))))
  })

  return app
}
