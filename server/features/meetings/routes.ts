// /api/meetings — minutes are written by admins as one whole-form save (POST to create, PUT
// with the editor's base to save a diff); the status ticks are open to the people concerned.
// Reads normally come through the shapes; the GETs are for tools, scripts and tests.
import { Hono } from 'hono'
import {
  meetingCreateInput,
  meetingFormInput,
  meetingUpdateInput,
  statusToggleInput,
  type MeetingForm,
} from '../../../sync/inputs/meetings'
import type { Written } from '../../../sync/inputs/written'
import { meetingRules } from '../../../sync/permissions/meetings'
import { isAdminRole } from '../../../sync/rules'
import type { AppEnv } from '../../http/context'
import { signedInApp, type FeatureDeps } from '../../http/feature-app'
import { parseInstant } from '../../http/danish-time'
import { badRequest, forbidden, notFound, readJsonObject } from '../../http/errors'
import { idOr404, parseInput } from '../../http/validate'
import { MeetingConflictError } from './conflicts'
import { createMeeting } from './create'
import { deleteMeeting } from './delete'
import { ASSIGNEE_NOT_FOUND, MEETING_FORBIDDEN, MEETING_NOT_FOUND, TASK_NOT_FOUND } from './messages'
import { listMeetings, loadMeeting } from './read'
import { toggleAssignee, toggleTask } from './status'
import { saveMeeting } from './update'

/** A date-time without a zone is Danish time; a year Postgres cannot hold is the user's error. */
function normalised(form: MeetingForm): MeetingForm {
  const date = parseInstant(form.meeting_date)
  const year = date.getUTCFullYear()
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999) throw badRequest('Ugyldig dato')
  return { ...form, meeting_date: date.toISOString() }
}

export function createMeetingRoutes({ db, getViewer }: FeatureDeps): Hono<AppEnv> {
  const app = signedInApp(getViewer, 1024 * 1024)
  const adminOnly = (viewer: AppEnv['Variables']['viewer']) => {
    if (meetingRules.create.constant(viewer) === false) throw forbidden(MEETING_FORBIDDEN)
  }

  app.get('/', async (c) => c.json({ meetings: await listMeetings(db.kysely, isAdminRole(c.get('viewer').role)) }))

  app.get('/:id', async (c) => {
    const snapshot = await loadMeeting(db.kysely, idOr404(c.req.param('id'), MEETING_NOT_FOUND), {
      management: isAdminRole(c.get('viewer').role),
    })
    if (!snapshot) throw notFound(MEETING_NOT_FOUND)
    return c.json(snapshot)
  })

  app.post('/', async (c) => {
    const viewer = c.get('viewer')
    adminOnly(viewer)
    const body = await readJsonObject(c)
    const { id } = parseInput(meetingCreateInput, body)
    const form = normalised(parseInput(meetingFormInput, body))
    return c.json(await createMeeting(db.kysely, viewer, form, id), 201)
  })

  app.put('/:id', async (c) => {
    const viewer = c.get('viewer')
    adminOnly(viewer)
    const id = idOr404(c.req.param('id'), MEETING_NOT_FOUND)
    const input = parseInput(meetingUpdateInput, await readJsonObject(c))
    try {
      const saved = await saveMeeting(db.kysely, viewer, id, normalised(input.base), normalised(input.form))
      return c.json(saved)
    } catch (err) {
      if (err instanceof MeetingConflictError) return c.json({ error: err.message, conflicts: err.conflicts }, 409)
      throw err
    }
  })

  app.delete('/:id', async (c) => {
    const viewer = c.get('viewer')
    adminOnly(viewer)
    return c.json(await deleteMeeting(db.kysely, viewer, idOr404(c.req.param('id'), MEETING_NOT_FOUND)))
  })

  app.patch('/case-assignees/:id', async (c) => {
    const id = idOr404(c.req.param('id'), ASSIGNEE_NOT_FOUND)
    const { completed } = parseInput(statusToggleInput, await readJsonObject(c))
    return c.json((await toggleAssignee(db.kysely, c.get('viewer'), id, completed)) satisfies Written)
  })

  for (const kind of ['news', 'tasks'] as const) {
    app.patch(`/${kind}/:id`, async (c) => {
      const id = idOr404(c.req.param('id'), TASK_NOT_FOUND)
      const { completed } = parseInput(statusToggleInput, await readJsonObject(c))
      return c.json((await toggleTask(db.kysely, c.get('viewer'), kind, id, completed)) satisfies Written)
    })
  }

  return app
}
