// A save that collides with someone else's change: one Danish message naming what collided,
// plus the list for the form to point at.
import { ApiError } from '../../http/errors'
import type { RowKind } from './diff'
import { CONFLICT_INTRO, CONFLICT_OUTRO } from './messages'

export interface Conflict {
  kind: 'field' | 'attendees' | RowKind
  /** The field name, 'attendees', or the row id. */
  key: string
  label: string
}

const NOUN: Record<RowKind, string> = { cases: 'sagen', news: 'nyheden', tasks: 'opgaven' }

export function rowLabel(kind: RowKind, row: Record<string, unknown>, deleted = false): string {
  const name = kind === 'cases' ? row.case_name : row.task
  return `${NOUN[kind]} »${name}«${deleted ? ' (slettet)' : ''}`
}

export class MeetingConflictError extends ApiError {
  constructor(readonly conflicts: Conflict[]) {
    super(409, `${CONFLICT_INTRO}: ${conflicts.map((c) => c.label).join(', ')}. ${CONFLICT_OUTRO}`)
  }
}
