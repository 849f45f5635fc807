// The daily digest on both databases: only for those who opted in and have unread notices,
// from 07:00 Danish time, once a Danish day (also when two processes check at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../auth/mailer'
import type { TestServer } from '../../test/app'
import { sendDailyDigests } from './digest'
import { call, people, type Person } from './test-support'

export function digestSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`e-mail digest (${label})`, () => {
    let s: TestServer
    let admin: Person, employee: Person, other: Person
    const mails: string[] = []
    const deps = () => ({ db: s.db, mailer: createMailer({ from: 'test', log: (m) => void mails.push(m) }), appUrl: 'http://intra.test', companyName: 'Firma' })
    // 08:00 and 06:00 Danish winter time (UTC+1).
    const morning = (day: string, hour = 8) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:00:00Z`)

    beforeAll(async () => {
      s = await makeServer()
      ;({ admin, employee, other } = await people(s))
      for (const who of [employee, other]) {
        const { vacation } = await call(s, who, 'POST', '/api/vacations', { start_date: '2031-01-05', end_date: '2031-01-09' }, 201)
        await call(s, admin, 'POST', `/api/vacations/${vacation.id}/approve`)
      }
      await call(s, employee, 'PUT', '/api/notifications/preferences', { muted_kinds: [], email_digest: true })
    })
    afterAll(async () => s?.close())

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
}
