// The daily digest on both databases: only for those who opted in and have unread notices,
// from 07:00 Danish time, once a Danish day (also when two processes check at once).
import { beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../auth/mailer'
import type { TestServer } from '../../test/app'
import { sendDailyDigests } from './digest'
import { call, people, type Person } from './test-support'
import { useTestServer } from '../../test/suite-server'

export function digestSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`e-mail digest (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: Person, employee: Person, other: Person
    const mails: string[] = []
    const deps = () => ({ db: s.db, mailer: createMailer({ from: 'test', log: (m) => void mails.push(m) }), appUrl: 'http://intra.test', companyName: 'Firma' })
    // 08:00 and 06:00 Danish winter time (UTC+1).
    const morning = (day: string, hour = 8) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:00:00Z`)

    beforeAll(async () => {
      ;({ admin, employee, other } = await people(s))
      for (const who of [employee, other]) {
        const { vacation } = await call(s, who, 'POST', '/api/vacations', { start_date: '2031-01-05', end_date: '2031-01-09' }, 201)
        await call(s, admin, 'POST', `/api/vacations/${vacation.id}/approve`)
      }
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: [], email_digest: true })
    })

    it('waits until 07:00 Danish time, then mails the opted-in person their unread notices once a day', async () => {
      expect(await sendDailyDigests(deps(), morning('2030-12-02', 6))).toBe(0)
      const [first, second] = await Promise.all([sendDailyDigests(deps(), morning('2030-12-02')), sendDailyDigests(deps(), morning('2030-12-02'))])
      expect(first + second).toBe(1)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain('Til:    erik.ansat@test.dk')
      expect(mails[0]).toContain('Emne:   Firma: 1 ulæst notifikation')
      expect(mails[0]).toContain('• Din ferie er godkendt – 5. januar 2031 – 9. januar 2031')
      expect(mails[0]).toContain('http://intra.test/notifications')
      expect(await sendDailyDigests(deps(), morning('2030-12-02', 20))).toBe(0)
      expect(await sendDailyDigests(deps(), morning('2030-12-03'))).toBe(1)
    })

    it('sends nothing when everything is read', async () => {
      await call(s, employee, 'POST', '/api/notifications/read-all', { before: new Date(Date.now() + 60_000).toISOString() })
      expect(await sendDailyDigests(deps(), morning('2030-12-04'))).toBe(0)
    })
  })

  describe(`e-mail digest for operators: preview and send now (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: Person, employee: Person, other: Person
    const mailsIn = () => s.logs.filter((l) => l.includes('──── E-mail'))
    const digestRows = async () => s.db.sql.query<{ user_id: string }>('select user_id from notification_digests order by user_id')

    beforeAll(async () => {
      ;({ admin, employee, other } = await people(s))
      for (const who of [employee, other]) {
        const { vacation } = await call(s, who, 'POST', '/api/vacations', { start_date: '2031-02-02', end_date: '2031-02-06' }, 201)
        await call(s, admin, 'POST', `/api/vacations/${vacation.id}/approve`)
      }
      // Only the employee chose the daily e-mail; the other colleague has an unread notice too.
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: [], email_digest: true })
    })

    it('an employee may neither preview nor send the digest', async () => {
      for (const [method, path] of [['GET', `/api/digest/preview?user=${employee.id}`], ['GET', '/api/digest/preview'], ['POST', '/api/digest/send']]) {
        const res = await s.request(path, { method, cookie: employee.cookie })
        expect(res.status, path).toBe(403)
        expect(await res.json()).toEqual({ error: 'Kun administratorer kan se og sende den daglige e-mail' })
      }
      expect((await s.request('/api/digest/send', { method: 'POST' })).status).toBe(401)
      expect(mailsIn()).toEqual([])
      expect(await digestRows()).toEqual([])
    })

    it('an admin previews the digest a person would get now, and nothing is sent', async () => {
      const preview = await call(s, admin, 'GET', `/api/digest/preview?user=${employee.id}`)
      expect(preview).toEqual({
        user_id: employee.id,
        email_digest: true,
        message: {
          to: 'erik.ansat@test.dk',
          subject: `${s.env.COMPANY_NAME}: 1 ulæst notifikation`,
          text: expect.stringContaining('• Din ferie er godkendt – 2. februar 2031 – 6. februar 2031'),
        },
      })
      expect(preview.message.text).toContain(`${s.env.APP_URL}/notifications`)
      // Someone who did not choose the e-mail: what it would say, and that the timer sends none.
      expect(await call(s, admin, 'GET', `/api/digest/preview?user=${other.id}`)).toMatchObject({ email_digest: false, message: { to: 'anden@test.dk' } })
      // The admin's own (the default): nothing unread, nothing to send.
      expect(await call(s, admin, 'GET', '/api/digest/preview')).toEqual({ user_id: admin.id, email_digest: false, message: null })
      expect(await call(s, admin, 'GET', '/api/digest/preview?user=findes-ikke', undefined, 404)).toEqual({ error: 'Brugeren blev ikke fundet' })
      expect(await call(s, admin, 'GET', `/api/digest/preview?user=${encodeURIComponent('x; drop table')}`, undefined, 400)).toEqual({ error: 'Ugyldig bruger' })
      expect(mailsIn()).toEqual([])
      expect(await digestRows()).toEqual([])
    })

    it('an admin sends today\'s digests now, whatever the hour; the timer does not send them again today', async () => {
      expect(await call(s, admin, 'POST', '/api/digest/send')).toEqual({ sent: 1 })
      expect(mailsIn()).toHaveLength(1)
      expect(mailsIn()[0]).toContain('Til:    erik.ansat@test.dk')
      expect(mailsIn()[0]).toContain('Din ferie er godkendt')
      expect((await digestRows()).map((r) => r.user_id)).toEqual([employee.id])
      expect(await call(s, admin, 'POST', '/api/digest/send')).toEqual({ sent: 0 })
      const timer = { db: s.db, mailer: createMailer({ from: 'test', log: (m) => void s.logs.push(m) }), appUrl: s.env.APP_URL, companyName: s.env.COMPANY_NAME }
      expect(await sendDailyDigests(timer)).toBe(0)
      expect(mailsIn()).toHaveLength(1)
    })
  })
}
