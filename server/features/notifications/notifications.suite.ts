// Notifications, written once and run on embedded PGlite and on PostgreSQL: each cause the
// issue names makes exactly one notice for exactly its recipient, in the write's transaction;
// retries (same key, a crash between commit and answer, the same change sent again) make no
// second one; only the recipient receives or marks it.
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { shapeNames } from '../../../sync/shapes'
import type { TestServer } from '../../test/app'
import { allNotices, call, keyed, noticesOf, people, shapeRows, type Person } from './test-support'
import { useTestServer } from '../../test/suite-server'

export function notificationsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`notifications (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: Person, employee: Person, other: Person
    const kinds = async (who: Person) => (await noticesOf(s, who.id)).map((n) => n.kind)

    beforeAll(async () => {
      ;({ admin, employee, other } = await people(s))
    })

    const newVacation = async (json = { start_date: '2030-07-01', end_date: '2030-07-14' }) =>
      (await call(s, employee, 'POST', '/api/vacations', json, 201)).vacation as { id: string }

    // The notice links to the vacation itself: /vacation opens with it in view and marked.
    it('an approved vacation tells its owner once, however often the approval is retried', async () => {
      const { id } = await newVacation()
      expect(await allNotices(s)).toEqual([])
      const path = `/api/vacations/${id}/approve`
      expect((await keyed(s, admin, 'POST', path, undefined, 'approve-1')).status).toBe(200)
      expect((await keyed(s, admin, 'POST', path, undefined, 'approve-1')).headers.get('idempotent-replayed')).toBe('true')
      // The server died after its commit, before storing the answer: the retry is answered "done".
      await sql`update idempotency_keys set status = null, body = null, created_at = now() - interval '10 minutes'
                 where key = 'approve-1'`.execute(s.db.kysely)
      const retry = await keyed(s, admin, 'POST', path, undefined, 'approve-1')
      expect(retry.status).toBe(200)
      expect(await retry.json()).toMatchObject({ replayed: true })
      // A new click on an approved vacation is no new approval.
      expect((await keyed(s, admin, 'POST', path, undefined, 'approve-2')).status).toBe(200)

      const notices = await noticesOf(s, employee.id)
      expect(notices).toEqual([
        expect.objectContaining({ kind: 'vacation_approved', title: 'Din ferie er godkendt', body: '1. juli 2030 – 14. juli 2030', link: `/vacation#ferie-${id}`, actor_id: admin.id, read_at: null }),
      ])
      expect(await noticesOf(s, admin.id)).toEqual([])
    })

    it('the notice is in the very transaction of the approval (same txid in change capture)', async () => {
      const { id } = await newVacation({ start_date: '2030-08-01', end_date: '2030-08-01' })
      const { txid } = await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      const captured = await s.db.sql.query<{ relation: string }>(`select distinct relation from sync_changes where txid = $1 order by 1`, [txid])
      expect(captured.map((r) => r.relation)).toEqual(['notifications', 'vacations'])
    })

    it('a vacation put back to pending tells its owner; the owner moving their own dates tells nobody', async () => {
      const { id } = await newVacation({ start_date: '2030-09-01', end_date: '2030-09-02' })
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      const before = (await noticesOf(s, employee.id)).length
      await call(s, admin, 'PATCH', `/api/vacations/${id}`, { start_date: '2030-09-01', end_date: '2030-09-02', status: 'pending' })
      const latest = (await noticesOf(s, employee.id)).slice(before)
      expect(latest.map((n) => [n.kind, n.title, n.link])).toEqual([['vacation_pending', 'Din ferie afventer godkendelse igen', `/vacation#ferie-${id}`]])
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      const count = (await allNotices(s)).length
      await call(s, employee, 'PATCH', `/api/vacations/${id}`, { start_date: '2030-09-03', end_date: '2030-09-04' })
      expect((await allNotices(s)).length).toBe(count)
    })

    it("an approved post tells its author; a refused approval writes no notice", async () => {
      const { post } = await call(s, employee, 'POST', '/api/posts', { headline: 'Ny kran på pladsen', content: '<p>Se her</p>' }, 201)
      const count = (await allNotices(s)).length
      // Not the author's nor an editor's: the draft is not even visible to them.
      await call(s, other, 'POST', `/api/posts/${post.id}/approve`, undefined, 404)
      expect((await allNotices(s)).length).toBe(count)
      await call(s, admin, 'POST', `/api/posts/${post.id}/approve`)
      await call(s, admin, 'POST', `/api/posts/${post.id}/approve`)
      const mine = (await noticesOf(s, employee.id)).filter((n) => n.kind === 'post_approved')
      expect(mine).toEqual([expect.objectContaining({ title: 'Dit opslag er godkendt', body: 'Ny kran på pladsen', link: `/posts#opslag-${post.id}` })])
    })

    it("a comment on my news item tells me who wrote what; my own comment does not", async () => {
      const { news } = await call(s, employee, 'POST', '/api/news', { content: 'Vi har fået ny kaffemaskine' }, 201)
      await call(s, employee, 'POST', `/api/news/${news.id}/comments`, { content: 'Selv tak' }, 201)
      await call(s, other, 'POST', `/api/news/${news.id}/comments`, { content: 'Endelig!\nTak for det' }, 201)
      const mine = (await noticesOf(s, employee.id)).filter((n) => n.kind === 'news_comment')
      expect(mine).toEqual([expect.objectContaining({ title: 'Anden Ansat har kommenteret din nyhed', body: 'Endelig! Tak for det', link: `/#nyhed-${news.id}` })])
      expect(await kinds(other)).not.toContain('news_comment')
    })

    it('building access granted and revoked tell the person', async () => {
      const { building } = await call(s, admin, 'POST', '/api/buildings', { name: 'Lager Syd' }, 201)
      const { access } = await call(s, admin, 'POST', `/api/buildings/${building.id}/access`, { user_id: employee.id }, 201)
      await call(s, admin, 'POST', `/api/buildings/${building.id}/access/${access.id}/revoke`, {})
      const mine = (await noticesOf(s, employee.id)).filter((n) => n.link === '/building-access')
      expect(mine.map((n) => [n.kind, n.title])).toEqual([
        ['building_access_granted', 'Du har fået adgang til Lager Syd'],
        ['building_access_revoked', 'Din adgang til Lager Syd er fjernet'],
      ])
    })

    it('minutes tell whoever becomes assignee of a case or responsible for a task, once', async () => {
      const form = {
        title: 'Byggemøde 12', meeting_date: '2031-03-07T08:00:00.000Z', location: null, topic: null, attendees: [],
        cases: [{ case_name: 'Tag på hal 3', client: null, status_note: null, assignees: [employee.id] }],
        news: [], tasks: [{ task: 'Bestil stillads', responsible_id: employee.id, deadline: '2031-03-20', status: null }],
      }
      const { meeting: { meeting } } = await call(s, admin, "POST", "/api/meetings", form, 201)
      const assigned = () => noticesOf(s, employee.id).then((r) => r.filter((n) => n.kind === 'meeting_assigned'))
      expect((await assigned()).map((n) => [n.title, n.body, n.link]).sort()).toEqual([
        ['Du er ansvarlig for en opgave i »Byggemøde 12«', 'Bestil stillads', `/meetings/${meeting.id}`],
        ['Du er sat på en sag i »Byggemøde 12«', 'Tag på hal 3', `/meetings/${meeting.id}`],
      ])
      // Saving again with the other person added to the case tells only them.
      const got = (await call(s, admin, 'GET', `/api/meetings/${meeting.id}`)) as any
      const base = {
        ...form, facilitator_id: null, recorder_id: null,
        cases: got.cases.map((c: any) => ({ id: c.id, version: c.version, case_name: c.case_name, client: null, status_note: null, assignees: c.assignees.map((a: any) => a.user_id) })),
        tasks: got.tasks.map((t: any) => ({ id: t.id, version: t.version, task: t.task, responsible_id: t.responsible_id, deadline: t.deadline, status: null })),
      }
      const next = { ...base, cases: [{ ...base.cases[0], assignees: [employee.id, other.id] }] }
      const res = await s.request(`/api/meetings/${meeting.id}`, { method: 'PUT', cookie: admin.cookie, json: { base, form: next } })
      expect(res.status, await res.clone().text()).toBe(200)
      expect(await assigned()).toHaveLength(2)
      expect((await noticesOf(s, other.id)).filter((n) => n.kind === 'meeting_assigned').map((n) => n.body)).toEqual(['Tag på hal 3'])
    })

    it('only the recipient marks a notice read; mark-all covers what was there before the given time', async () => {
      const [first, second] = await noticesOf(s, employee.id)
      const denied = await s.request(`/api/notifications/${first.id}/read`, { method: 'POST', cookie: other.cookie, json: {} })
      expect(denied.status).toBe(404)
      expect(await denied.json()).toEqual({ error: 'Notifikationen blev ikke fundet' })
      expect((await s.request('/api/notifications/not-a-uuid/read', { method: 'POST', cookie: employee.cookie, json: {} })).status).toBe(404)
      expect((await noticesOf(s, employee.id))[0].read_at).toBeNull()

      await call(s, employee, 'POST', `/api/notifications/${first.id}/read`, {})
      const readAt = (await noticesOf(s, employee.id))[0].read_at
      expect(readAt).not.toBeNull()
      await call(s, employee, 'POST', `/api/notifications/${first.id}/read`, {})
      expect((await noticesOf(s, employee.id))[0].read_at).toBe(readAt)

      const bad = await s.request('/api/notifications/read-all', { method: 'POST', cookie: employee.cookie, json: { before: 'i går' } })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ugyldigt tidspunkt' })
      const { count } = await call(s, employee, 'POST', '/api/notifications/read-all', { before: '2000-01-01T00:00:00Z' })
      expect(count).toBe(0)
      await call(s, employee, 'POST', '/api/notifications/read-all', { before: new Date(Date.now() + 60_000).toISOString() })
      expect((await noticesOf(s, employee.id)).every((n) => n.read_at !== null)).toBe(true)
      expect(second).toBeDefined()
      // Someone else's notices are untouched.
      expect((await noticesOf(s, other.id)).every((n) => n.read_at === null)).toBe(true)
    })

    it('a muted kind is not made; preferences are checked and belong to the caller', async () => {
      const bad = await s.request('/api/notifications/preferences', { method: 'PUT', cookie: employee.cookie, json: { muted_kinds: ['must_read'], email_digest: false } })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Ukendt type notifikation' })
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: ['vacation_approved'], email_digest: true, user_id: other.id })
      const prefs = await s.db.sql.query<{ user_id: string }>(`select user_id from notification_preferences`)
      expect(prefs.map((p) => p.user_id)).toEqual([employee.id])
      const before = (await noticesOf(s, employee.id)).length
      const { id } = await newVacation({ start_date: '2030-10-01', end_date: '2030-10-01' })
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      expect((await noticesOf(s, employee.id)).length).toBe(before)
    })

    it('no shape carries anyone\'s notices or preferences to anyone else, admins included', async () => {
      const everything = await allNotices(s)
      for (const who of [admin, employee, other]) {
        const theirs = everything.filter((n) => n.user_id === who.id)
        const foreign = everything.filter((n) => n.user_id !== who.id)
        const { rows } = await shapeRows(s, 'notifications', who)
        expect(rows.map((r) => r.id).sort()).toEqual(theirs.map((n) => n.id).sort())
        for (const name of shapeNames) {
          const { text } = await shapeRows(s, name, who)
          for (const n of foreign) expect(text.includes(n.id), `${n.kind} of another in ${name}`).toBe(false)
        }
        const prefs = await shapeRows(s, 'notification_preferences', who)
        expect(prefs.rows.every((r) => r.user_id === who.id)).toBe(true)
      }
      expect(everything.some((n) => n.user_id === other.id)).toBe(true)
    })

    it('needs a session', async () => {
      expect((await s.request('/api/notifications/read-all', { method: 'POST', json: { before: new Date().toISOString() } })).status).toBe(401)
    })
  })
}
