// Helpers for the meeting suites: build forms as the browser does, and read the tables.
import { expect } from 'vitest'
import type { MeetingFormInput } from '../../../sync/inputs/meetings'
import type { TestServer } from '../../test/app'
import type { MeetingSnapshot } from './read'

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

export function newForm(overrides: Partial<MeetingFormInput> = {}): MeetingFormInput {
  return {
    title: 'Fredagsmøde 7.3.2031',
    meeting_date: '2031-03-07T08:00:00.000Z',
    location: 'Banegårdspladsen 4, 2750 Ballerup',
    topic: 'Fredagsmøde',
    attendees: [],
    cases: [],
    news: [],
    tasks: [],
    ...overrides,
  }
}

/** The form a browser would send for this snapshot, rows carrying their versions. */
export function formOf(s: MeetingSnapshot): MeetingFormInput {
  const m = s.meeting as Record<string, any>
  const fields = Object.fromEntries(
    [
      'title', 'meeting_date', 'location', 'facilitator_id', 'topic', 'recorder_id', 'news_from_management',
      'optimization_round', 'miscellaneous', 'economy_info', 'cc_usage_info', 'management_info',
      'payment_terms_info', 'diverse_info', 'next_meeting_date',
    ].map((k) => [k, m[k] ?? null]),
  )
  return {
    ...(fields as any),
    attendees: s.attendees.map((a) => ({ user_id: a.user_id, status: a.status as 'present' })),
    cases: s.cases.map((c) => ({
      id: c.id, version: c.version, case_name: c.case_name, client: c.client, status_note: c.status_note,
      assignees: c.assignees.map((a) => a.user_id),
    })),
    news: s.news.map((n) => ({ id: n.id, version: n.version, task: n.task, task_date: n.task_date, status: n.status, responsible_id: n.responsible_id })),
    tasks: s.tasks.map((t) => ({ id: t.id, version: t.version, task: t.task, responsible_id: t.responsible_id, deadline: t.deadline, status: t.status })),
  }
}

export const clone = <T>(v: T): T => structuredClone(v)

export function meetingApi(s: TestServer) {
  const api = {
    async create(cookie: string, json: unknown, status = 201) {
      const res = await s.request('/api/meetings', { method: 'POST', cookie, json })
      const body = await res.json()
      expect(res.status, JSON.stringify(body)).toBe(status)
      return body as { meeting: MeetingSnapshot; txid: string; error?: string }
    },
    async get(cookie: string, id: string): Promise<MeetingSnapshot> {
      const res = await s.request(`/api/meetings/${id}`, { cookie })
      expect(res.status).toBe(200)
      return res.json()
    },
    save(cookie: string, id: string, base: MeetingFormInput, form: MeetingFormInput) {
      return s.request(`/api/meetings/${id}`, { method: 'PUT', cookie, json: { base, form } })
    },
    toggle(cookie: string, kind: 'case-assignees' | 'news' | 'tasks', id: string, completed: boolean) {
      return s.request(`/api/meetings/${kind}/${id}`, { method: 'PATCH', cookie, json: { completed } })
    },
    /** Row counts of every meeting table: "nothing written" is these staying the same. */
    async counts() {
      const out: Record<string, number> = {}
      for (const t of ['meetings', 'meeting_attendees', 'meeting_cases', 'meeting_case_assignees', 'meeting_news_opportunities', 'meeting_other_tasks']) {
        out[t] = Number((await s.db.sql.query<{ n: string }>(`select count(*)::text as n from ${t}`))[0].n)
      }
      return out
    },
    /** Everything about the meeting tables, to prove a refused write changed nothing at all. */
    async dump() {
      const out: Record<string, unknown[]> = {}
      for (const t of ['meetings', 'meeting_attendees', 'meeting_cases', 'meeting_case_assignees', 'meeting_news_opportunities', 'meeting_other_tasks']) {
        out[t] = await s.db.sql.query(`select * from ${t} order by 1, 2`)
      }
      return out
    },
  }
  return api
}
