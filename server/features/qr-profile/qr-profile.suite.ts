// The public QR endpoint: no sign-in, Danish validation texts, only the badge's fields,
// and a rate limit counted in the database.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_EMPLOYEE } from '../../test/app'
import { DEFAULT_QR_RATE_LIMIT } from './routes'
import { useTestServer, type ServerFactory } from '../../test/suite-server'

let address = 0
const nextAddress = () => `198.51.100.${++address}`

export function qrProfileSuite(label: string, makeServer: ServerFactory) {
  describe(`public QR profile (${label})`, () => {
    const s = useTestServer(makeServer)
    let qr: string
    const lookup = (query: string, from = nextAddress()) =>
      s.app.request(`/api/public/qr-profile${query}`, { headers: { 'x-forwarded-for': from } })

    beforeAll(async () => {
      const cookie = await s.cookieFor(TEST_EMPLOYEE.email)
      const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#136' } }).png().toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)]), 'mig.png')
      const up = await s.app.request('/api/profile/image', { method: 'POST', headers: { cookie, origin: 'http://localhost:3000' }, body: form })
      expect(up.status).toBe(200)
      await s.db.sql.query(
        `update profiles set full_name = 'Erik Ansat', title = 'Tømrer', phone = '+45 11 11 11 11',
           address = 'Hemmelig Vej 1', city = 'Ballerup', notes = 'privat note', birthday = '1990-05-05',
           emergency_contact_name = 'Lise', emergency_contact_phone = '+45 22 22 22 22',
           certifications = '[{"name":"Førstehjælp","issueDate":"2024-01-10","expiryDate":"2026-01-10"}]'
         where user_id = $1`,
        [s.employeeId],
      )
      qr = (await s.db.sql.query<{ qr_code: string }>('select qr_code from profiles where user_id = $1', [s.employeeId]))[0].qr_code
    })

    it('answers a valid code without sign-in, with only the fields a badge shows', async () => {
      const res = await lookup(`?qr=${qr}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const { profile } = await res.json()
      expect(Object.keys(profile).sort()).toEqual(
        ['certifications', 'emergency_contact_name', 'emergency_contact_phone', 'image', 'name', 'phone', 'role'].sort(),
      )
      expect(profile).toMatchObject({
        name: 'Erik Ansat',
        role: 'Tømrer',
        phone: '+45 11 11 11 11',
        emergency_contact_name: 'Lise',
        emergency_contact_phone: '+45 22 22 22 22',
        certifications: [{ name: 'Førstehjælp', issueDate: '2024-01-10' }],
      })
      expect(profile.image).toMatch(/^data:image\/webp;base64,/)
      const text = JSON.stringify(profile)
      for (const secret of ['Hemmelig Vej', 'privat note', '1990-05-05', TEST_EMPLOYEE.email, s.employeeId, qr]) expect(text).not.toContain(secret)
    })

    it.each([
      ['no code', '', 400, 'Ingen profil-QR-kode angivet'],
      ['an empty code', '?qr=', 400, 'Ingen profil-QR-kode angivet'],
      ['a code too short', '?qr=abc12', 400, 'Ugyldigt QR-kodeformat'],
      ['a code too long', `?qr=${'a'.repeat(37)}`, 400, 'Ugyldigt QR-kodeformat'],
      ['a code with other characters', `?qr=${encodeURIComponent("abc' or 1=1 --")}`, 400, 'Ugyldigt QR-kodeformat'],
      ['a code nobody has', '?qr=AbC-123_xyz', 404, 'Profil blev ikke fundet'],
    ])('%s → %i with its Danish message', async (_name, query, status, message) => {
      const res = await lookup(query)
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error: message })
    })

    it('a renewed code makes the old one stop working', async () => {
      const [{ code }] = await s.db.sql.query<{ code: string }>(
        `update profiles set qr_code = 'fornyet-kode-123' where user_id = $1 returning qr_code as code`,
        [s.employeeId],
      )
      expect((await lookup(`?qr=${qr}`)).status).toBe(404)
      expect((await lookup(`?qr=${code}`)).status).toBe(200)
      await s.db.sql.query(`update profiles set qr_code = $1 where user_id = $2`, [qr, s.employeeId])
    })

    it('counts requests per address in the database and answers 429 past the limit', async () => {
      const from = '203.0.113.9'
      const statuses: number[] = []
      for (let i = 0; i < DEFAULT_QR_RATE_LIMIT.max; i++) statuses.push((await lookup(i % 2 ? `?qr=${qr}` : '?qr=gaet-en-kode', from)).status)
      expect(statuses.every((x) => x === 200 || x === 404)).toBe(true)
      const limited = await lookup(`?qr=${qr}`, from)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await limited.json()).error).toMatch(/For mange/)
      const [row] = await s.db.sql.query<{ count: number }>(`select count from public_rate_limits where key = $1`, [`qr-profile:${from}`])
      expect(row.count).toBe(DEFAULT_QR_RATE_LIMIT.max + 1)
      // Another address is not affected; a window that has passed starts over.
      expect((await lookup(`?qr=${qr}`)).status).toBe(200)
      await s.db.sql.query(`update public_rate_limits set window_start = now() - interval '2 minutes' where key = $1`, [`qr-profile:${from}`])
      expect((await lookup(`?qr=${qr}`, from)).status).toBe(200)
    })

    it('concurrent requests cannot slip past the limit (one atomic upsert per request)', async () => {
      const from = '203.0.113.77'
      const all = await Promise.all(Array.from({ length: DEFAULT_QR_RATE_LIMIT.max + 10 }, () => lookup(`?qr=${qr}`, from)))
      const statuses = all.map((r) => r.status)
      expect(statuses.filter((x) => x === 200)).toHaveLength(DEFAULT_QR_RATE_LIMIT.max)
      expect(statuses.filter((x) => x === 429)).toHaveLength(10)
    })
  })
}
