// Meeting-minutes input, shared by the form (client) and the API (server) so both reject the
// same things. The skip rules live here too: a case without a name, and a news
// item or other task without task text, are dropped on save; empty optionals become null.
import { z } from 'zod'
import type { Meeting, MeetingAttendee, MeetingCase, MeetingCaseAssignee, MeetingNewsOpportunity, MeetingOtherTask } from '../schema/meetings'
import { optionalDay, optionalText, requiredText } from './fields'
import { isIsoDateOrDateTime } from './dates'
import type { Written } from './written'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A person (user id) or nobody: '' and null both mean nobody. */
const person = z
  .string({ error: 'Ugyldig person' })
  .trim()
  .max(100, 'Ugyldig person')
  .nullish()
  .transform((v) => (v ? v : null))

const rowId = z.string({ error: 'Ugyldigt id' }).regex(UUID, 'Ugyldigt id').transform((v) => v.toLowerCase()).optional()
const rowVersion = z.number({ error: 'Ugyldig version' }).int('Ugyldig version').min(1, 'Ugyldig version').optional()

export const meetingFieldsInput = z.object(
  {
    title: requiredText('Titel er påkrævet', 200, 'Titlen må højst være 200 tegn'),
    meeting_date: z
      .string({ error: 'Dato og tidspunkt er påkrævet' })
      .trim()
      .min(1, 'Dato og tidspunkt er påkrævet')
      .refine(isIsoDateOrDateTime, 'Ugyldig dato'),
    location: optionalText(500),
    facilitator_id: person,
    topic: optionalText(500),
    recorder_id: person,
    news_from_management: optionalText(20_000),
    optimization_round: optionalText(20_000),
    miscellaneous: optionalText(20_000),
    economy_info: optionalText(20_000),
    cc_usage_info: optionalText(20_000),
    management_info: optionalText(20_000),
    payment_terms_info: optionalText(20_000),
    diverse_info: optionalText(20_000),
    next_meeting_date: optionalDay('Ugyldig dato for næste møde'),
  },
  { error: 'Ugyldigt mødereferat' },
)
export type MeetingFields = z.output<typeof meetingFieldsInput>
export const MEETING_FIELDS = Object.keys(meetingFieldsInput.shape) as (keyof MeetingFields)[]

/** The form's labels, also used to name a field in a conflict message. */
export const MEETING_FIELD_LABELS: Record<keyof MeetingFields, string> = {
  title: 'Titel',
  meeting_date: 'Dato og tidspunkt',
  location: 'Sted',
  facilitator_id: 'Mødeleder',
  topic: 'Emne',
  recorder_id: 'Referent',
  news_from_management: 'Nyt fra ledelsen',
  optimization_round: 'Optimeringsrunden',
  miscellaneous: 'Eventuelt',
  economy_info: 'Økonomi',
  cc_usage_info: 'Kreditkortforbrug',
  management_info: 'Ledelsesinformation',
  payment_terms_info: 'Betalingsbetingelser',
  diverse_info: 'Diverse',
  next_meeting_date: 'Næste møde',
}

export const ATTENDEE_STATUSES = ['present', 'approved_absence'] as const
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number]

const attendeeInput = z.object({
  user_id: requiredText('Ugyldig deltager', 100, 'Ugyldig deltager'),
  // No status (unticked) means absent, which is not stored.
  status: z.enum(ATTENDEE_STATUSES, { error: 'Ugyldig deltagerstatus' }).nullish().transform((v) => v ?? null),
}, { error: 'Ugyldig deltager' })

const caseInput = z.object({
  id: rowId,
  version: rowVersion,
  case_name: z.string({ error: 'Ugyldigt sagsnavn' }).trim().max(500, 'Sagsnavnet er for langt').nullish().transform((v) => v ?? ''),
  client: optionalText(500),
  status_note: optionalText(5000),
  assignees: z
    .array(requiredText('Ugyldig ansvarlig', 100, 'Ugyldig ansvarlig'), {
      error: 'Ugyldige ansvarlige',
    })
    .max(100, 'For mange ansvarlige')
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
}, { error: 'Ugyldig sag' })

const taskText = z.string({ error: 'Ugyldig opgavetekst' }).trim().max(2000, 'Opgaveteksten er for lang').nullish().transform((v) => v ?? '')

const newsInput = z.object({
  id: rowId,
  version: rowVersion,
  task: taskText,
  task_date: optionalDay('Ugyldig dato'),
  status: optionalText(500),
  responsible_id: person,
}, { error: 'Ugyldig nyhed' })

const otherTaskInput = z.object({
  id: rowId,
  version: rowVersion,
  task: taskText,
  responsible_id: person,
  deadline: optionalDay('Ugyldig deadline'),
  status: optionalText(500),
}, { error: 'Ugyldig opgave' })

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `Ugyldige ${what}` })
    .max(max, `For mange ${what}`)
    .nullish()
    .transform((v) => (v ?? []) as z.output<T>[])

const distinct = (ids: (string | undefined)[]) => {
  const present = ids.filter((v): v is string => !!v)
  return new Set(present).size === present.length
}

/** The whole form: meeting fields, attendees, cases with assignees, news items and other tasks. */
export const meetingFormInput = meetingFieldsInput
  .extend({
    attendees: list(attendeeInput, 1000, 'deltagere'),
    cases: list(caseInput, 300, 'sager'),
    news: list(newsInput, 300, 'nyheder'),
    tasks: list(otherTaskInput, 300, 'opgaver'),
  })
  .refine((f) => distinct(f.attendees.map((a) => a.user_id)), 'En deltager er angivet flere gange')
  .refine((f) => distinct([...f.cases, ...f.news, ...f.tasks].map((r) => r.id)), 'En række er angivet flere gange')
  // The skip rules, applied after validation so the form and the server agree.
  .transform((f) => ({
    ...f,
    attendees: f.attendees.filter((a) => a.status !== null) as { user_id: string; status: AttendeeStatus }[],
    cases: f.cases.filter((c) => c.case_name !== ''),
    news: f.news.filter((n) => n.task !== ''),
    tasks: f.tasks.filter((t) => t.task !== ''),
  }))
export type MeetingFormInput = z.input<typeof meetingFormInput>
export type MeetingForm = z.output<typeof meetingFormInput>
export type MeetingCaseForm = MeetingForm['cases'][number]
export type MeetingNewsForm = MeetingForm['news'][number]
export type MeetingTaskForm = MeetingForm['tasks'][number]

/** Create: the whole form, with an optional client-chosen id (a retried create is then a 409). */
export const meetingCreateInput = z.object({ id: rowId })

/**
 * Edit: the form as the editor left it, plus the state it was based on (`base`, as loaded, with
 * each row's version). The server saves only what differs between the two, and refuses any of
 * it that someone else changed since `base`.
 */
export const meetingUpdateInput = z.object({
  base: meetingFormInput,
  form: meetingFormInput,
})
export type MeetingUpdateInput = z.input<typeof meetingUpdateInput>

/** Ticking a case assignment, a news item or an other task as done or not. */
export const statusToggleInput = z.object({
  completed: z.boolean({ error: 'Angiv om opgaven er afsluttet' }),
})

/** The free-text statuses the toggles write (tasks and news keep text, not a flag). */
export const TASK_DONE = 'Afsluttet'
export const TASK_OPEN = 'Igangværende'

/** 'afsluttet' or 'completed' anywhere in the text, any case, counts as done. */
export const isCompletedStatus = (status: string | null | undefined): boolean =>
  !!status && /afsluttet|completed/i.test(status)

// The answers of /api/meetings, as the server builds them and meetings-api.ts reads them.

export type CaseWithAssignees = MeetingCase & { assignees: MeetingCaseAssignee[] }

/** A meeting with its children: GET /api/meetings/:id, and the "now" a save is compared with. */
export interface MeetingSnapshot {
  meeting: Meeting
  attendees: MeetingAttendee[]
  cases: CaseWithAssignees[]
  news: MeetingNewsOpportunity[]
  tasks: MeetingOtherTask[]
}

/** POST /api/meetings: the meeting as stored. */
export interface SavedMeeting extends Written {
  meeting: MeetingSnapshot
}

/** PUT /api/meetings/:id. An unchanged form wrote nothing: its txid never comes through sync. */
export interface MeetingSaveAnswer extends SavedMeeting {
  changed: boolean
}
