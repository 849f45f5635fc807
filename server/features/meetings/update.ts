// Saving an edit as a diff in one transaction: update what changed, insert what is new, delete
// what was removed; ids stay stable. Anything the editor changed that someone else changed too
// since the editor's base is a conflict: the whole save is refused (409) and nothing is written,
// rather than one of them silently losing their work.
import { sql, type Kysely, type Transaction } from 'kysely'
import { MEETING_FIELD_LABELS, type MeetingForm, type MeetingSaveAnswer } from '../../../sync/inputs/meetings'
import { meetingRules } from '../../../sync/permissions/meetings'
import { isMeetingManagementColumn } from '../../../sync/shapes/meetings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { assertPeopleExist, existingRows, insertRows, ROW_TABLE } from './children'
import { diffSave, isEmptyDiff, ROW_FIELDS, sameField, sameRow, type RowDiff, type RowKind, type SaveDiff } from './diff'
import { MeetingConflictError, rowLabel, type Conflict } from './conflicts'
import { MEETING_FORBIDDEN, MEETING_NOT_FOUND } from './messages'
import { loadMeeting, type MeetingSnapshot } from './read'
import { currentTxid } from '../../db/txid'
import { meetingResponsibilities, notifyNewResponsibilities } from '../notifications/meeting-causes'

const KINDS: RowKind[] = ['cases', 'news', 'tasks']
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one row type for the diffs of all three child tables
type AnyRow = Record<string, any>

/** People the save adds somewhere; ones merely kept from before are not re-checked. */
function peopleAdded(d: SaveDiff): string[] {
  const ids = [
    ...d.fields.filter((f) => f.key === 'facilitator_id' || f.key === 'recorder_id').map((f) => f.to as string | null),
    ...d.attendees.map((a) => (a.to ? a.user_id : null)),
    ...d.assignees.flatMap((a) => a.add),
    ...d.rows.cases.insert.flatMap((c) => c.assignees),
    ...d.rows.news.insert.map((n) => n.responsible_id),
    ...d.rows.news.update.map((n) => n.values.responsible_id),
    ...d.rows.tasks.insert.map((t) => t.responsible_id),
    ...d.rows.tasks.update.map((t) => t.values.responsible_id),
  ]
  return [...new Set(ids.filter((id): id is string => !!id))]
}

/** Checks the diff against the current rows; drops inserts a retried save already made. */
async function findConflicts(trx: Transaction<DB>, current: MeetingSnapshot, d: SaveDiff): Promise<Conflict[]> {
  const conflicts: Conflict[] = []
  const row = current.meeting as Record<string, unknown>
  for (const f of d.fields) {
    if (!sameField(f.key, row[f.key], f.from) && !sameField(f.key, row[f.key], f.to)) {
      conflicts.push({ kind: 'field', key: f.key, label: `feltet »${MEETING_FIELD_LABELS[f.key]}«` })
    }
  }
  const now = new Map(current.attendees.map((a) => [a.user_id, a.status]))
  if (d.attendees.some((a) => (now.get(a.user_id) ?? null) !== a.from && (now.get(a.user_id) ?? null) !== a.to)) {
    conflicts.push({ kind: 'attendees', key: 'attendees', label: 'deltagerlisten' })
  }
  for (const kind of KINDS) {
    const diff = d.rows[kind] as RowDiff<AnyRow>
    const ids = [...diff.insert, ...diff.update, ...diff.remove].map((r) => r.id)
    const existing = await existingRows(trx, current.meeting.id, kind, ids)
    diff.insert = diff.insert.filter((r) => {
      const there = existing.get(r.id)
      if (there && !sameRow(kind, there, r)) conflicts.push({ kind, key: r.id, label: rowLabel(kind, r) })
      return !there
    })
    diff.update = diff.update.filter((u) => {
      const there = existing.get(u.id)
      if (there && there.version === u.version) return true
      if (!there || !sameRow(kind, there, u.values)) {
        conflicts.push({ kind, key: u.id, label: rowLabel(kind, u.base, !there) })
      }
      return false
    })
    diff.remove = diff.remove.filter((r) => {
      const there = existing.get(r.id)
      if (there && there.version !== r.version) conflicts.push({ kind, key: r.id, label: rowLabel(kind, there) })
      return !!there && there.version === r.version
    })
  }
  const caseIds = d.assignees.map((a) => a.case_id)
  const cases = await existingRows(trx, current.meeting.id, 'cases', caseIds)
  for (const a of d.assignees) {
    const removed = d.rows.cases.remove.some((r) => r.id === a.case_id)
    if (!cases.has(a.case_id) && !removed && a.add.length > 0) {
      conflicts.push({ kind: 'cases', key: a.case_id, label: 'en sag, der er slettet' })
    }
  }
  return conflicts
}

async function writeDiff(trx: Transaction<DB>, viewer: Viewer, id: string, d: SaveDiff): Promise<void> {
  const changes = Object.fromEntries(d.fields.map((f) => [f.key, f.to]))
  // The management block alone changes nothing everyone holds (migration 0160): no "last changed"
  // stamp either, or its edits would still reach every employee's `meetings` shape.
  const shared = !isEmptyDiff({ ...d, fields: d.fields.filter((f) => !isMeetingManagementColumn(f.key)) })
  const row = shared ? { ...changes, updated_by: viewer.id, updated_at: sql<string>`now()` } : changes
  // Nothing left (the other editor made the same change): the row stays as it is.
  if (Object.keys(row).length > 0) {
    await trx.updateTable('meetings').set(row).where('id', '=', id).where(meetingRules.update.toKysely(viewer)).execute()
  }
  for (const a of d.attendees) {
    if (a.to === null) {
      await trx.deleteFrom('meeting_attendees').where('meeting_id', '=', id).where('user_id', '=', a.user_id).execute()
    } else {
      await trx
        .insertInto('meeting_attendees')
        .values({ meeting_id: id, user_id: a.user_id, status: a.to })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doUpdateSet({ status: a.to! }))
        .execute()
    }
  }
  for (const kind of KINDS) {
    const diff = d.rows[kind] as RowDiff<AnyRow>
    const table = ROW_TABLE[kind]
    for (const u of diff.update) {
      const values = Object.fromEntries(ROW_FIELDS[kind].map((f) => [f, (u.values as Record<string, unknown>)[f]]))
      // The version check again: a status tick does not lock the meeting, so it may land in between.
      const res = await trx.updateTable(table).set(values).where('id', '=', u.id).where('version', '=', u.version).executeTakeFirst()
      if (Number(res.numUpdatedRows) === 0) throw new MeetingConflictError([{ kind, key: u.id, label: rowLabel(kind, u.base) }])
    }
    for (const r of diff.remove) {
      const res = await trx.deleteFrom(table).where('id', '=', r.id).where('version', '=', r.version).executeTakeFirst()
      if (Number(res.numDeletedRows) === 0) throw new MeetingConflictError([{ kind, key: r.id, label: rowLabel(kind, r.base) }])
    }
    await insertRows(trx, id, kind, diff.insert)
  }
  for (const a of d.assignees) {
    if (a.remove.length) {
      await trx.deleteFrom('meeting_case_assignees').where('case_id', '=', a.case_id).where('user_id', 'in', a.remove).execute()
    }
    if (a.add.length) {
      await trx
        .insertInto('meeting_case_assignees')
        .values(a.add.map((user_id) => ({ case_id: a.case_id, user_id, status: 'open' })))
        .onConflict((oc) => oc.columns(['case_id', 'user_id']).doNothing())
        .execute()
    }
  }
}

export async function saveMeeting(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  base: MeetingForm,
  form: MeetingForm,
): Promise<MeetingSaveAnswer> {
  if (meetingRules.update.constant(viewer) === false) throw forbidden(MEETING_FORBIDDEN)
  const diff = diffSave(base, form)
  return kysely.transaction().execute(async (trx) => {
    const current = await loadMeeting(trx, id, { management: true, lock: true })
    if (!current) throw notFound(MEETING_NOT_FOUND)
    const changed = !isEmptyDiff(diff)
    if (changed) {
      await assertPeopleExist(trx, peopleAdded(diff))
      const conflicts = await findConflicts(trx, current, diff)
      if (conflicts.length) throw new MeetingConflictError(conflicts)
      const before = await meetingResponsibilities(trx, id)
      await writeDiff(trx, viewer, id, diff)
      await notifyNewResponsibilities(trx, viewer, id, before)
    }
    const meeting = (await loadMeeting(trx, id, { management: true }))!
    return { meeting, txid: await currentTxid(trx), changed }
  })
}
