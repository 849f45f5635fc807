// The meeting form's state: every value as the inputs hold it (strings, '' for empty), rows with
// stable ids, and the version each existing row was loaded at. Pure functions only.
import { MEETING_FIELDS, type MeetingFields, type MeetingFormInput } from '../../../../../sync/inputs/meetings'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '../../events/event-dates'
import { DEFAULT_LOCATION, DEFAULT_TOPIC, defaultMeetingTitle } from '../meeting-constants'
import type { MeetingData } from '../use-meeting-data'

export type FieldKey = keyof MeetingFields
export type AttendeeChoice = 'present' | 'approved_absence' | ''

export interface CaseDraft {
  id: string
  /** The version it was loaded at; null for a row made in this form. */
  version: number | null
  case_name: string
  client: string
  status_note: string
  assignees: string[]
}
export interface NewsDraft { id: string; version: number | null; task: string; task_date: string; status: string; responsible_id: string }
export interface TaskDraft { id: string; version: number | null; task: string; responsible_id: string; deadline: string; status: string }

export interface MeetingDraft {
  fields: Record<FieldKey, string>
  attendees: Record<string, AttendeeChoice>
  cases: CaseDraft[]
  news: NewsDraft[]
  tasks: TaskDraft[]
}
export type RowListKey = 'cases' | 'news' | 'tasks'

const s = (v: string | null | undefined) => v ?? ''
const newId = () => crypto.randomUUID()

export const emptyCase = (): CaseDraft => ({ id: newId(), version: null, case_name: '', client: '', status_note: '', assignees: [] })
export const emptyNews = (): NewsDraft => ({ id: newId(), version: null, task: '', task_date: '', status: '', responsible_id: '' })
export const emptyTask = (): TaskDraft => ({ id: newId(), version: null, task: '', responsible_id: '', deadline: '', status: '' })

/** A new meeting: the defaults, everyone present, one empty case and task row. */
export function newDraft(now: Date, people: string[]): MeetingDraft {
  const fields = Object.fromEntries(MEETING_FIELDS.map((k) => [k, ''])) as Record<FieldKey, string>
  Object.assign(fields, {
    title: defaultMeetingTitle(now),
    meeting_date: toDateTimeLocalValue(now),
    topic: DEFAULT_TOPIC,
    location: DEFAULT_LOCATION,
  })
  return {
    fields,
    attendees: Object.fromEntries(people.map((id) => [id, 'present' as const])),
    cases: [emptyCase()],
    news: [],
    tasks: [emptyTask()],
  }
}

/** The form as the stored meeting is now. */
export function draftFromData(data: MeetingData): MeetingDraft {
  const m = data.meeting as unknown as Record<string, unknown>
  const mg = (data.management ?? {}) as Record<string, unknown>
  const fields = Object.fromEntries(
    MEETING_FIELDS.map((k) => {
      if (k === 'meeting_date') return [k, toDateTimeLocalValue(data.meeting.meeting_date)]
      return [k, s((k in m ? m[k] : mg[k]) as string | null)]
    }),
  ) as Record<FieldKey, string>
  return {
    fields,
    attendees: Object.fromEntries(data.attendees.map((a) => [a.user_id, a.status as AttendeeChoice])),
    cases: data.cases.map((c) => ({
      id: c.id, version: c.version, case_name: c.case_name, client: s(c.client), status_note: s(c.status_note),
      assignees: c.assignees.map((a) => a.user_id),
    })),
    news: data.news.map((n) => ({ id: n.id, version: n.version, task: n.task, task_date: s(n.task_date), status: s(n.status), responsible_id: s(n.responsible_id) })),
    tasks: data.tasks.map((t) => ({ id: t.id, version: t.version, task: t.task, responsible_id: s(t.responsible_id), deadline: s(t.deadline), status: s(t.status) })),
  }
}

/**
 * Create mode: the latest meeting's cases, news items and other tasks as new rows (new ids, so
 * the old meeting keeps its own; assignees start open again when saved).
 */
export function prefillFromLatest(draft: MeetingDraft, latest: MeetingData): MeetingDraft {
  const copy = draftFromData(latest)
  const fresh = <T extends { id: string; version: number | null }>(rows: T[]) => rows.map((r) => ({ ...r, id: newId(), version: null }))
  return {
    ...draft,
    cases: copy.cases.length ? fresh(copy.cases) : draft.cases,
    news: fresh(copy.news),
    tasks: copy.tasks.length ? fresh(copy.tasks) : draft.tasks,
  }
}

/** What the API takes: the same zod input the server validates (skip rules apply there too). */
export function draftToInput(d: MeetingDraft): MeetingFormInput {
  const version = (v: number | null) => (v === null ? {} : { version: v })
  return {
    ...(d.fields as unknown as MeetingFormInput),
    meeting_date: fromDateTimeLocalValue(d.fields.meeting_date),
    attendees: Object.entries(d.attendees)
      .filter(([, status]) => status !== '')
      .map(([user_id, status]) => ({ user_id, status: status as 'present' | 'approved_absence' })),
    cases: d.cases.map(({ version: v, ...c }) => ({ ...c, ...version(v) })),
    news: d.news.map(({ version: v, ...n }) => ({ ...n, ...version(v) })),
    tasks: d.tasks.map(({ version: v, ...t }) => ({ ...t, ...version(v) })),
  }
}
