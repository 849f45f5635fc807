// What /settings relies on from better-auth, on both databases: changing one's own password
// needs the current one and the minimum length, and signs out every other device of that
// person whatever the client asks; signing out other devices ends every other session of that
// person (their next request is refused) and keeps this one.
import { describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../../test/app'
import { useTestServer } from '../../test/suite-server'

export function settingsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`settings: password and devices (${label})`, () => {
    const s = useTestServer(makeServer)

    // From a new address each time: better-auth allows 3 password changes per 10 s per address.
    let address = 0
    const change = (cookie: string, currentPassword: string, newPassword: string) =>
      s.app.request('/api/auth/change-password', {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${++address}` },
        body: JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: false }),
      })
    const sessionCookie = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const signedIn = async (cookie: string) => (await s.request('/api/calendar', { cookie })).status === 200

    it('refuses a wrong current password and a too short new one; the old password keeps working', async () => {
      const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
      const wrong = await change(cookie, 'not-my-password', 'nyt-kodeord-1')
      expect(wrong.status).toBe(400)
      expect((await wrong.json()).code).toBe('INVALID_PASSWORD')
      const short = await change(cookie, TEST_PASSWORD, '12345')
      expect(short.status).toBe(400)
      // The rule's Danish text, as the reset and settings forms also show it.
      expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Adgangskoden skal være mindst 6 tegn lang' })
      expect(await s.cookieFor(TEST_EMPLOYEE.email)).toBeTruthy()
    })

    it('changes the password with the current one: the new one signs in, the old one no longer', async () => {
      const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
      const res = await change(cookie, TEST_PASSWORD, 'nyt-kodeord-1')
      expect(res.status).toBe(200)
      await expect(s.cookieFor(TEST_EMPLOYEE.email)).rejects.toThrow(/failed/)
      expect(await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-1')).toBeTruthy()
      // This device goes on with the session the answer sets.
      expect(await signedIn(sessionCookie(res))).toBe(true)
    })

    it('changing the password signs out every other device, even when the client asks to keep them', async () => {
      const phone = await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-1')
      const laptop = await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-1')
      const admin = await s.cookieFor('admin@test.dk')
      const res = await change(laptop, 'nyt-kodeord-1', 'nyt-kodeord-2')
      expect(res.status).toBe(200)
      expect(await signedIn(phone)).toBe(false)
      expect(await signedIn(sessionCookie(res))).toBe(true)
      expect(await signedIn(admin)).toBe(true)
      const left = await s.db.sql.query<{ n: number }>(`select count(*)::int as n from session where "userId" = $1`, [s.employeeId])
      expect(left[0].n).toBe(1)
      // A wrong current password changes nothing and signs nobody out.
      const kept = await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-2')
      expect((await change(sessionCookie(res), 'forkert-kodeord', 'nyt-kodeord-3')).status).toBe(400)
      expect(await signedIn(kept)).toBe(true)
    })

    it('signing out other devices ends every other session and keeps this one', async () => {
      const phone = await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-2')
      const laptop = await s.cookieFor(TEST_EMPLOYEE.email, 'nyt-kodeord-2')
      const admin = await s.cookieFor('admin@test.dk')
      const res = await s.request('/api/auth/revoke-other-sessions', { method: 'POST', cookie: laptop, json: {} })
      expect(res.status).toBe(200)
      expect(await signedIn(laptop)).toBe(true)
      expect(await signedIn(phone)).toBe(false)
      expect(await signedIn(admin)).toBe(true)
    })
  })
}
