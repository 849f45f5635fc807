// Meeting writes. The server answers with the transaction id; the rows themselves reach this
// browser (and every other) through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { MeetingFormInput, MeetingSaveAnswer, SavedMeeting } from '../../../../sync/inputs/meetings'
import type { Written } from '../../../../sync/inputs/written'

export const createMeeting = (form: MeetingFormInput & { id: string }) =>
  apiRequest<SavedMeeting>('POST', '/api/meetings', form)

/** Saves the difference between `base` (as loaded) and `form`; a stale change is a 409. */
export const saveMeeting = (id: string, base: MeetingFormInput, form: MeetingFormInput) =>
  apiRequest<MeetingSaveAnswer>('PUT', `/api/meetings/${encodeURIComponent(id)}`, { base, form })

export const deleteMeeting = (id: string) =>
  apiRequest<Written>('DELETE', `/api/meetings/${encodeURIComponent(id)}`)

export type ToggleKind = 'case-assignees' | 'news' | 'tasks'

const togglePath = (kind: ToggleKind, id: string) => `/api/meetings/${kind}/${encodeURIComponent(id)}`
const TOGGLE_PATH = /^\/api\/meetings\/(?:case-assignees|news|tasks)\/([^/]+)$/

/** The row a queued PATCH ticks, read back from the outbox (null: not a tick). */
export function toggleTarget(method: string, path: string): string | null {
  const match = method === 'PATCH' ? TOGGLE_PATH.exec(path) : null
  return match ? decodeURIComponent(match[1]) : null
}

export const toggleStatus = (kind: ToggleKind, id: string, completed: boolean) =>
  apiRequest<Written>('PATCH', togglePath(kind, id), { completed })
