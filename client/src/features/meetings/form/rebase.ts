// Live collaboration on one meeting form: when the stored meeting changes while you edit, every
// change you have not touched yourself is taken into your form at once (a three-way merge of
// base = what you loaded, draft = your form, server = the meeting now). Where you and someone
// else changed the same thing, it is a conflict: you are told, and choose theirs or yours,
// before anything is overwritten. Pure functions; the form calls them on every live update.
import { MEETING_FIELDS, MEETING_FIELD_LABELS } from '../../../../../sync/inputs/meetings'
import type { CaseDraft, MeetingDraft, NewsDraft, RowListKey, TaskDraft } from './form-model'

export interface Conflict {
  kind: 'field' | 'attendees' | RowListKey
  key: string
  label: string
}

type AnyRow = CaseDraft | NewsDraft | TaskDraft
const ROW_KEYS: Record<RowListKey, string[]> = {
  cases: ['case_name', 'client', 'status_note'],
  news: ['task', 'task_date', 'status', 'responsible_id'],
  tasks: ['task', 'responsible_id', 'deadline', 'status'],
}
const NOUN: Record<RowListKey, string> = { cases: 'sagen', news: 'nyheden', tasks: 'opgaven' }
const KINDS: RowListKey[] = ['cases', 'news', 'tasks']

const sameValues = (kind: RowListKey, a: AnyRow, b: AnyRow) =>
  ROW_KEYS[kind].every((k) => (a as any)[k] === (b as any)[k])
const rowLabel = (kind: RowListKey, row: AnyRow) => `${NOUN[kind]} »${kind === 'cases' ? (row as CaseDraft).case_name : (row as NewsDraft).task}«`

/** Assignees are a set: your additions and removals, plus everyone else's. */
function mergeAssignees(base: string[], draft: string[], server: string[]): string[] {
  const b = new Set(base)
  const s = new Set(server)
  const removedThere = new Set(base.filter((u) => !s.has(u)))
  const kept = draft.filter((u) => !removedThere.has(u))
  return [...kept, ...server.filter((u) => !b.has(u) && !kept.includes(u))]
}

function values<T extends AnyRow>(kind: RowListKey, into: T, from: AnyRow): T {
  const out: any = { ...into, version: from.version }
  for (const k of ROW_KEYS[kind]) out[k] = (from as any)[k]
  return out
}

function rebaseRows<T extends AnyRow>(kind: RowListKey, base: T[], draft: T[], server: T[], conflicts: Conflict[]) {
  const b = new Map(base.map((r) => [r.id, r]))
  const s = new Map(server.map((r) => [r.id, r]))
  const nextBase = new Map<string, T>()
  const nextDraft: T[] = []
  for (const d of draft) {
    const was = b.get(d.id)
    const now = s.get(d.id)
    let row = d
    if (!was) {
      // Made in this form; if it is on the server already with the same content, it is saved.
      if (now && sameValues(kind, d, now)) {
        nextBase.set(d.id, now)
        row = { ...d, version: now.version }
      }
    } else if (!now) {
      if (sameValues(kind, d, was)) continue // deleted there, untouched here: gone
      conflicts.push({ kind, key: d.id, label: `${rowLabel(kind, was)} (slettet)` })
      nextBase.set(d.id, was)
    } else if (now.version === was.version || sameValues(kind, d, now)) {
      nextBase.set(d.id, now)
      row = { ...d, version: now.version }
    } else if (sameValues(kind, d, was)) {
      nextBase.set(d.id, now)
      row = values(kind, d, now)
    } else {
      conflicts.push({ kind, key: d.id, label: rowLabel(kind, was) })
      nextBase.set(d.id, { ...was, assignees: (now as CaseDraft).assignees } as T)
    }
    if (kind === 'cases' && was && now) {
      row = { ...row, assignees: mergeAssignees((was as CaseDraft).assignees, (row as CaseDraft).assignees, (now as CaseDraft).assignees) }
    }
    nextDraft.push(row)
  }
  const inDraft = new Set(draft.map((r) => r.id))
  for (const was of base) {
    if (inDraft.has(was.id)) continue
    const now = s.get(was.id)
    if (now && now.version !== was.version) {
      conflicts.push({ kind, key: was.id, label: `${rowLabel(kind, now)} (du har fjernet den)` })
      nextBase.set(was.id, was)
    } else if (now) nextBase.set(was.id, now)
  }
  for (const now of server) {
    if (!b.has(now.id) && !inDraft.has(now.id)) {
      nextBase.set(now.id, now)
      nextDraft.push(now) // added by someone else
    }
  }
  return { base: [...nextBase.values()], draft: nextDraft }
}

export function rebase(base: MeetingDraft, draft: MeetingDraft, server: MeetingDraft) {
  const conflicts: Conflict[] = []
  const nb: MeetingDraft = { ...base, fields: { ...base.fields }, attendees: { ...base.attendees } }
  const nd: MeetingDraft = { ...draft, fields: { ...draft.fields }, attendees: { ...draft.attendees } }
  for (const k of MEETING_FIELDS) {
    const [was, mine, now] = [base.fields[k], draft.fields[k], server.fields[k]]
    if (now === was) continue
    if (mine === was) nd.fields[k] = now
    if (mine === was || mine === now) nb.fields[k] = now
    else conflicts.push({ kind: 'field', key: k, label: `feltet »${MEETING_FIELD_LABELS[k]}«` })
  }
  let attendeeConflict = false
  for (const u of new Set([...Object.keys(base.attendees), ...Object.keys(draft.attendees), ...Object.keys(server.attendees)])) {
    const [was, mine, now] = [base.attendees[u] ?? '', draft.attendees[u] ?? '', server.attendees[u] ?? '']
    if (now === was) continue
    if (mine === was) nd.attendees[u] = now
    if (mine === was || mine === now) nb.attendees[u] = now
    else attendeeConflict = true
  }
  if (attendeeConflict) conflicts.push({ kind: 'attendees', key: 'attendees', label: 'deltagerlisten' })
  for (const kind of KINDS) {
    const r = rebaseRows(kind, base[kind] as AnyRow[], draft[kind] as AnyRow[], server[kind] as AnyRow[], conflicts)
    ;(nb as any)[kind] = r.base
    ;(nd as any)[kind] = r.draft
  }
  return { base: nb, draft: nd, conflicts }
}

const putRow = (rows: AnyRow[], row: AnyRow) =>
  rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row]

/**
 * After a conflict: 'theirs' takes the stored values into your form; 'mine' keeps your values
 * but records that you have seen theirs, so your next save overwrites them on purpose. Only
 * the conflicting items change; your other edits stay as they are.
 */
export function resolve(base: MeetingDraft, draft: MeetingDraft, server: MeetingDraft, conflicts: Conflict[], choice: 'theirs' | 'mine') {
  const nb: MeetingDraft = structuredClone(base)
  const nd: MeetingDraft = structuredClone(draft)
  for (const c of conflicts) {
    if (c.kind === 'field') {
      const k = c.key as keyof MeetingDraft['fields']
      nb.fields[k] = server.fields[k]
      if (choice === 'theirs') nd.fields[k] = server.fields[k]
    } else if (c.kind === 'attendees') {
      for (const u of new Set([...Object.keys(base.attendees), ...Object.keys(draft.attendees), ...Object.keys(server.attendees)])) {
        const [was, mine, now] = [base.attendees[u] ?? '', draft.attendees[u] ?? '', server.attendees[u] ?? '']
        nb.attendees[u] = now
        if (choice === 'theirs' && mine !== was && now !== was) nd.attendees[u] = now
      }
    } else {
      const kind = c.kind
      const now = (server[kind] as AnyRow[]).find((r) => r.id === c.key)
      let b = nb[kind] as AnyRow[]
      let d = nd[kind] as AnyRow[]
      if (now) {
        b = putRow(b, structuredClone(now))
        if (choice === 'theirs') d = putRow(d, structuredClone(now))
        else d = d.map((r) => (r.id === now.id ? { ...r, version: now.version } : r))
      } else {
        b = b.filter((r) => r.id !== c.key)
        // Deleted there: theirs drops it here too; mine saves it again as a new row.
        d = choice === 'theirs' ? d.filter((r) => r.id !== c.key) : d.map((r) => (r.id === c.key ? { ...r, version: null } : r))
      }
      ;(nb as any)[kind] = b
      ;(nd as any)[kind] = d
    }
  }
  return { base: nb, draft: nd }
}
