// What an edit actually changed: the form as the editor left it against the state it was based
// on. Only this is written, so rows nobody touched keep their ids and whatever others did to
// them meanwhile (assignee ticks included) survives. Pure: no database here.
import {
  MEETING_FIELDS,
  type AttendeeStatus,
  type MeetingCaseForm,
  type MeetingFields,
  type MeetingForm,
  type MeetingNewsForm,
  type MeetingTaskForm,
} from '../../../sync/inputs/meetings'
import { badRequest } from '../../http/errors'
import { BAD_BASE } from './messages'

export const ROW_FIELDS = {
  cases: ['case_name', 'client', 'status_note'],
  news: ['task', 'task_date', 'status', 'responsible_id'],
  tasks: ['task', 'responsible_id', 'deadline', 'status'],
} as const
export type RowKind = keyof typeof ROW_FIELDS
export type RowForm = { cases: MeetingCaseForm; news: MeetingNewsForm; tasks: MeetingTaskForm }

export interface RowDiff<R> {
  insert: (R & { id: string })[]
  update: { id: string; version: number; base: R; values: R }[]
  remove: { id: string; version: number; base: R }[]
}

export interface SaveDiff {
  fields: { key: keyof MeetingFields; from: unknown; to: unknown }[]
  attendees: { user_id: string; from: AttendeeStatus | null; to: AttendeeStatus | null }[]
  rows: { [K in RowKind]: RowDiff<RowForm[K]> }
  /** Assignee changes of cases that exist on both sides (new cases bring theirs along). */
  assignees: { case_id: string; add: string[]; remove: string[] }[]
}

/** Instants are compared to the minute: the form's date-time field has no seconds. */
export function sameField(key: string, a: unknown, b: unknown): boolean {
  if (key === 'meeting_date' && typeof a === 'string' && typeof b === 'string') {
    return Math.floor(new Date(a).getTime() / 60_000) === Math.floor(new Date(b).getTime() / 60_000)
  }
  return (a ?? null) === (b ?? null)
}

export function sameRow(kind: RowKind, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return ROW_FIELDS[kind].every((f) => sameField(f, a[f], b[f]))
}

function diffRows<K extends RowKind>(kind: K, base: RowForm[K][], form: RowForm[K][], newId: () => string): RowDiff<RowForm[K]> {
  const baseById = new Map<string, RowForm[K] & { id: string; version: number }>()
  for (const row of base) {
    if (!row.id || !row.version) throw badRequest(BAD_BASE)
    baseById.set(row.id, row as RowForm[K] & { id: string; version: number })
  }
  const diff: RowDiff<RowForm[K]> = { insert: [], update: [], remove: [] }
  const kept = new Set<string>()
  for (const row of form) {
    const before = row.id ? baseById.get(row.id) : undefined
    if (!before) {
      diff.insert.push({ ...row, id: row.id ?? newId() })
      continue
    }
    kept.add(before.id)
    if (!sameRow(kind, before, row)) diff.update.push({ id: before.id, version: before.version, base: before, values: row })
  }
  for (const [id, before] of baseById) if (!kept.has(id)) diff.remove.push({ id, version: before.version, base: before })
  return diff
}

export function diffSave(base: MeetingForm, form: MeetingForm, newId = () => crypto.randomUUID()): SaveDiff {
  const fields = MEETING_FIELDS.filter((key) => !sameField(key, base[key], form[key])).map((key) => ({
    key,
    from: base[key],
    to: form[key],
  }))

  const statusOf = (list: MeetingForm['attendees']) => new Map(list.map((a) => [a.user_id, a.status]))
  const before = statusOf(base.attendees)
  const after = statusOf(form.attendees)
  const attendees = [...new Set([...before.keys(), ...after.keys()])]
    .map((user_id) => ({ user_id, from: before.get(user_id) ?? null, to: after.get(user_id) ?? null }))
    .filter((a) => a.from !== a.to)

  const rows = {
    cases: diffRows('cases', base.cases, form.cases, newId),
    news: diffRows('news', base.news, form.news, newId),
    tasks: diffRows('tasks', base.tasks, form.tasks, newId),
  }

  const baseCases = new Map(base.cases.map((c) => [c.id, c]))
  const assignees = form.cases
    .filter((c) => c.id && baseCases.has(c.id))
    .map((c) => {
      const was = new Set(baseCases.get(c.id)!.assignees)
      const now = new Set(c.assignees)
      return {
        case_id: c.id!,
        add: c.assignees.filter((u) => !was.has(u)),
        remove: [...was].filter((u) => !now.has(u)),
      }
    })
    .filter((a) => a.add.length > 0 || a.remove.length > 0)

  return { fields, attendees, rows, assignees }
}

export function isEmptyDiff(d: SaveDiff): boolean {
  const rows = Object.values(d.rows).every((r) => r.insert.length + r.update.length + r.remove.length === 0)
  return d.fields.length === 0 && d.attendees.length === 0 && d.assignees.length === 0 && rows
}
