// Cross-site requests and security headers, through the whole app: a forged write from another
// site is refused before it can change anything, the app's own pages are not, and every answer
// carries the headers the browser enforces.
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, TEST_ORIGIN, type TestServer } from '../test/app'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { useTestServer } from '../test/suite-server'

export function describeWebGuard(name: string, open: () => Promise<TestServer>) {
  describe(`cross-site requests and security headers (${name})`, () => {
    const s = useTestServer(open)
    let cookie: string
    beforeAll(async () => {
      cookie = await s.cookieFor(TEST_ADMIN.email)
    })

    const createEvent = (title: string, headers: Record<string, string>) =>
      s.app.request('/api/events', {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/plain', ...headers },
        body: JSON.stringify({ title, date: '2031-05-01T10:00' }),
      })
    const stored = async (title: string) =>
      (await s.db.sql.query<{ n: number }>(`select count(*)::int as n from events where title = $1`, [title]))[0].n

    it('refuses a write from another site, with the victim cookie and a simple content type, and writes nothing', async () => {
      const res = await createEvent('Forfalsket', { origin: 'http://evil.example' })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: 'Anmodningen kom fra en anden side og blev afvist' })
      expect(await stored('Forfalsket')).toBe(0)
      const nullOrigin = await createEvent('Forfalsket fra sandkasse', { origin: 'null' })
      expect(nullOrigin.status).toBe(403)
      const crossSite = await createEvent('Forfalsket uden origin', { 'sec-fetch-site': 'cross-site' })
      expect(crossSite.status).toBe(403)
      expect(await stored('Forfalsket uden origin')).toBe(0)
      for (const method of ['PATCH', 'DELETE', 'PUT']) {
        const r = await s.app.request('/api/events/00000000-0000-4000-8000-000000000000', { method, headers: { cookie, origin: 'https://evil.example' } })
        expect(r.status, method).toBe(403)
      }
    })

    it("lets the app's own pages and clients without an Origin write", async () => {
      const own = await s.app.request('/api/events', {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ title: 'Fra appen', date: '2031-05-02T10:00' }),
      })
      expect(own.status).toBe(201)
      const byHost = await s.app.request('http://intranet.local:8080/api/events', {
        method: 'POST',
        headers: { cookie, host: 'intranet.local:8080', origin: 'http://intranet.local:8080', 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Via værtsnavn', date: '2031-05-03T10:00' }),
      })
      expect(byHost.status).toBe(201)
      const noOrigin = await s.request('/api/events', { method: 'POST', cookie, json: { title: 'Uden origin', date: '2031-05-04T10:00' } })
      expect(noOrigin.status).toBe(201)
      expect(await stored('Fra appen')).toBe(1)
      expect(await stored('Via værtsnavn')).toBe(1)
      // Reading is never refused: a link from another site may open the app.
      expect((await s.app.request('/api/events', { headers: { cookie, origin: 'http://evil.example' } })).status).toBe(200)
    })

    it('every answer carries the security headers: API, errors and the page itself', async () => {
      for (const [path, init] of [
        ['/api/health', {}],
        ['/api/does-not-exist', {}],
        ['/api/events', { method: 'POST', headers: { origin: 'http://evil.example' } }],
        ['/', {}],
      ] as const) {
        const res = await s.app.request(path, init)
        expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY)
        expect(res.headers.get('x-frame-options'), path).toBe('DENY')
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
        expect(res.headers.get('referrer-policy'), path).toBe('same-origin')
      }
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
      expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    })
  })
}
