// Web Push on a real database, against a local push service that opens what it receives as a
// browser would (server/test/fake-push-service.ts): a notice reaches the person's subscribed
// devices encrypted for each and signed with the server's VAPID key; the person's choices in
// /settings decide it exactly as for the notice in the app; a gone browser (410) is forgotten;
// subscriptions end with the session, the user or a ban; nobody touches another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { TEST_EMPLOYEE, TEST_ORIGIN, type TestServer } from '../../test/app'
import { startFakePushService, type FakeDevice, type FakePushService } from '../../test/fake-push-service'
import { notify } from '../notifications/notify'
import { call, people, type Person } from '../notifications/test-support'
import { startPushSender, type PushSender } from './sender'
import { ensureVapidDetails } from './vapid'

export function pushSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`web push (${label})`, () => {
    let s: TestServer
    let pushService: FakePushService
    let sender: PushSender
    const senderLog: string[] = []
    let admin: Person, employee: Person, other: Person

    beforeAll(async () => {
      s = await makeServer()
      ;({ admin, employee, other } = await people(s))
      pushService = await startFakePushService()
      sender = await startPushSender({ db: s.db, vapid: await ensureVapidDetails(s.db.kysely, s.env), log: (line) => void senderLog.push(line) })
    })
    afterAll(async () => {
      await sender?.stop()
      await pushService?.close()
      await s?.close()
    })

    const subscribe = (who: Person, device: FakeDevice, status = 201) => call(s, who, 'POST', '/api/push/subscriptions', device.subscription, status)
    const subscriptions = () =>
      s.db.sql.query<{ user_id: string; endpoint: string; device_label: string }>('select user_id, endpoint, device_label from push_subscriptions order by created_at')
    const newVacation = async (start: string) =>
      (await call(s, employee, 'POST', '/api/vacations', { start_date: start, end_date: start }, 201)).vacation as { id: string }

    it('the public key is served to signed-in people, generated once and kept', async () => {
      expect((await s.request('/api/push/public-key')).status).toBe(401)
      const { publicKey } = await call(s, employee, 'GET', '/api/push/public-key')
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
      expect((await call(s, other, 'GET', '/api/push/public-key')).publicKey).toBe(publicKey)
      const [stored] = await s.db.sql.query<{ value: string }>(`select value from app_secrets where name = 'vapid_keys'`)
      expect(JSON.parse(stored.value).publicKey).toBe(publicKey)
    })

    it('an approved vacation reaches the phone: encrypted for it, signed for the push service, with the link of the notice', async () => {
      const phone = pushService.device('erik-telefon')
      const res = await s.app.request('/api/push/subscriptions', {
        method: 'POST',
        headers: {
          cookie: employee.cookie,
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        },
        body: JSON.stringify(phone.subscription),
      })
      expect(res.status).toBe(201)
      expect(await subscriptions()).toEqual([{ user_id: employee.id, endpoint: phone.endpoint, device_label: 'Chrome på Android' }])

      const { id } = await newVacation('2031-03-02')
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      await sender.drain()

      expect(pushService.rejected).toEqual([])
      expect(phone.received).toHaveLength(1)
      const [push] = phone.received
      expect(push.payload).toEqual({ title: 'Din ferie er godkendt', body: '2. marts 2031', url: `/vacation#ferie-${id}`, tag: expect.any(String) })
      const { publicKey } = await call(s, employee, 'GET', '/api/push/public-key')
      expect(push.publicKey).toBe(publicKey)
      expect(push.claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:no-reply@localhost' })
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' })
      expect(await s.db.sql.query('select * from push_outbox')).toEqual([])
    })

    it('must-read always reaches the phone; a kind the person switched off reaches neither the app nor the phone', async () => {
      const phone = pushService.device('erik-telefon')
      const before = phone.received.length
      const everyKind = ['post_approved', 'vacation_approved', 'vacation_pending', 'meeting_assigned', 'news_comment', 'building_access_granted', 'building_access_revoked']
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: everyKind, email_digest: false })

      const { id } = await newVacation('2031-04-06')
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      const newsId = (await call(s, admin, 'POST', '/api/news', { content: 'Hjelm og sikkerhedssko er påbudt på hele pladsen.' }, 201)).news.id
      await call(s, admin, 'PUT', `/api/must-read/${newsId}`)
      await sender.drain()

      expect(phone.received.slice(before).map((p) => p.payload)).toEqual([
        { title: 'Ny nyhed, du skal læse og bekræfte', body: 'Hjelm og sikkerhedssko er påbudt på hele pladsen.', url: `/#nyhed-${newsId}`, tag: expect.any(String) },
      ])
      expect(phone.received.at(-1)!.headers.urgency).toBe('high')
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: [], email_digest: false })
    })

    it('the commit itself wakes the sender: nobody has to ask it to send', async () => {
      const phone = pushService.device('erik-telefon')
      const before = phone.received.length
      const { id } = await newVacation('2031-06-01')
      await call(s, admin, 'POST', `/api/vacations/${id}/approve`)
      await expect.poll(() => phone.received.length).toBe(before + 1)
      expect(phone.received.at(-1)!.payload).toMatchObject({ url: `/vacation#ferie-${id}` })
    })

    it('a notice whose write rolled back is never pushed', async () => {
      const phone = pushService.device('erik-telefon')
      const before = phone.received.length
      await expect(
        s.db.kysely.transaction().execute(async (trx) => {
          await notify(trx, [{ user_id: employee.id, kind: 'vacation_approved', title: 'Rullet tilbage', link: '/vacation', actor_id: admin.id }])
          throw new Error('the write failed after notifying')
        }),
      ).rejects.toThrow('the write failed')
      await sender.drain()
      expect(phone.received.length).toBe(before)
      expect(await s.db.sql.query('select * from push_outbox')).toEqual([])
    })

    it('a push service answering 410 removes that subscription; an unreachable one fails no write', async () => {
      const gone = pushService.device('anden-gammel-browser')
      await subscribe(other, gone)
      gone.answer = 410
      // A device whose push service is down: the write and its notice still go through.
      const dead = { endpoint: 'http://127.0.0.1:9/push/slukket', keys: pushService.device('x').subscription.keys }
      await call(s, other, 'POST', '/api/push/subscriptions', dead, 201)
      const { vacation } = await call(s, other, 'POST', '/api/vacations', { start_date: '2031-05-04', end_date: '2031-05-08' }, 201)
      await call(s, admin, 'POST', `/api/vacations/${vacation.id}/approve`)
      await sender.drain()

      const left = (await subscriptions()).filter((r) => r.user_id === other.id).map((r) => r.endpoint)
      expect(left).toEqual([dead.endpoint])
      expect(senderLog.some((line) => line.includes('could not reach 127.0.0.1:9'))).toBe(true)
      const [notice] = await s.db.sql.query<{ link: string }>(`select link from notifications where user_id = $1 and kind = 'vacation_approved'`, [other.id])
      expect(notice).toEqual({ link: `/vacation#ferie-${vacation.id}` })
      await s.db.sql.query('delete from push_subscriptions where endpoint = $1', [dead.endpoint])
    })

    it('this browser is checked by its own endpoint; a person lists and removes only their own devices', async () => {
      const phone = pushService.device('erik-telefon')
      expect(await call(s, employee, 'POST', '/api/push/subscriptions/check', { endpoint: phone.endpoint })).toMatchObject({ subscribed: true })
      // Someone else asking about Erik's endpoint learns nothing.
      expect(await call(s, other, 'POST', '/api/push/subscriptions/check', { endpoint: phone.endpoint })).toEqual({ subscribed: false, device: null })
      const { devices } = await call(s, employee, 'GET', '/api/push/subscriptions')
      expect(devices).toEqual([{ id: expect.any(String), device_label: 'Chrome på Android', created_at: expect.any(String) }])
      expect((await call(s, other, 'GET', '/api/push/subscriptions')).devices).toEqual([])
      expect((await call(s, admin, 'GET', '/api/push/subscriptions')).devices).toEqual([])

      const id = devices[0].id as string
      for (const who of [other, admin]) {
        expect(await call(s, who, 'DELETE', `/api/push/subscriptions/${id}`, undefined, 404)).toEqual({ error: 'Enheden blev ikke fundet' })
      }
      expect(await subscriptions()).toHaveLength(1)
      expect((await s.request(`/api/push/subscriptions/${id}`, { method: 'DELETE' })).status).toBe(401)
      await call(s, employee, 'DELETE', `/api/push/subscriptions/${id}`)
      expect(await subscriptions()).toEqual([])
    })

    it('bad subscriptions are refused in Danish and nothing is stored', async () => {
      const keys = pushService.device('y').subscription.keys
      const cases: [unknown, string][] = [
        [{ endpoint: 'ftp://push.example.com/x', keys }, 'Ugyldig adresse til push-tjenesten'],
        [{ endpoint: 'http://push.example.com/x', keys }, 'Adressen til push-tjenesten kan ikke bruges'],
        [{ endpoint: 'https://push.example.com/x' }, 'Abonnementet mangler sine nøgler'],
        [{ endpoint: 'https://push.example.com/x', keys: { p256dh: 'ikke base64!', auth: keys.auth } }, 'Ugyldig krypteringsnøgle'],
      ]
      for (const [body, error] of cases) expect(await call(s, employee, 'POST', '/api/push/subscriptions', body, 400)).toEqual({ error })
      expect(await subscriptions()).toEqual([])
    })

    it('a person has at most ten devices: the oldest stops receiving when an eleventh is added', async () => {
      const devices = Array.from({ length: 11 }, (_, i) => pushService.device(`anden-enhed-${i}`))
      for (const d of devices) await subscribe(other, d)
      const left = (await subscriptions()).filter((r) => r.user_id === other.id).map((r) => r.endpoint)
      expect(left.sort()).toEqual(devices.slice(1).map((d) => d.endpoint).sort())
      await s.db.sql.query('delete from push_subscriptions where user_id = $1', [other.id])
    })

    it("signing out removes that device's subscription only; deleting or banning a person removes all of theirs", async () => {
      const laptopCookie = await s.cookieFor(TEST_EMPLOYEE.email)
      await subscribe(employee, pushService.device('erik-telefon'))
      await call(s, { ...employee, cookie: laptopCookie }, 'POST', '/api/push/subscriptions', pushService.device('erik-laptop').subscription, 201)
      expect((await s.request('/api/auth/sign-out', { method: 'POST', cookie: laptopCookie, json: {} })).status).toBe(200)
      expect((await subscriptions()).map((r) => r.endpoint)).toEqual([pushService.device('erik-telefon').endpoint])

      await subscribe(other, pushService.device('anden-telefon'))
      await sql`update "user" set banned = true where id = ${employee.id}`.execute(s.db.kysely)
      expect((await subscriptions()).map((r) => r.user_id)).toEqual([other.id])
      await call(s, admin, 'DELETE', `/api/users/${other.id}`)
      expect(await subscriptions()).toEqual([])
    })
  })
}
