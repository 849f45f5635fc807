// Own profile writes on both databases: self only, never the role, bad input refused with
// nothing written, images checked by content and stored resized.
import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

export function profilesSuite(label: string, makeServer: ServerFactory) {
  describe(`own profile API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const profileOf = async (id: string) => (await s.db.sql.query<Record<string, any>>('select * from profiles where user_id = $1', [id]))[0]
    const patch = (json: unknown, cookie = employee) => s.request('/api/profile', { method: 'PATCH', cookie, json })
    const upload = (data: Uint8Array | string, name: string, cookie = employee) => {
      const form = new FormData()
      form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name)
      return s.app.request('/api/profile/image', { method: 'POST', headers: { cookie, origin: 'http://localhost:3000' }, body: form })
    }
    const files = async () => (await readdir(s.storage.root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name)

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('a person edits their own profile, only the fields sent, and gets the txid', async () => {
      const res = await patch({
        full_name: '  Erik Ansat Hansen ',
        name: 'Erik',
        title: 'Tømrersvend',
        birthday: '1990-02-28',
        phone: '+45 12 34 56 78',
        emergency_contact_name: 'Lise Hansen',
        emergency_contact_phone: '+45 87 65 43 21',
        certifications: [{ name: 'Førstehjælp', issueDate: '2024-01-10', expiryDate: '' }],
      })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body.txid).toMatch(/^\d+$/)
      const p = await profileOf(s.employeeId)
      expect(p).toMatchObject({
        full_name: 'Erik Ansat Hansen',
        name: 'Erik',
        title: 'Tømrersvend',
        phone: '+45 12 34 56 78',
        emergency_contact_name: 'Lise Hansen',
        role: 'user',
        certifications: [{ name: 'Førstehjælp', issueDate: '2024-01-10', expiryDate: null }],
      })
      const captured = await s.db.sql.query<{ txid: string }>(
        `select txid::text from sync_changes where relation = 'profiles' and new_row->>'user_id' = $1 order by lsn desc limit 1`,
        [s.employeeId],
      )
      expect(captured[0].txid).toBe(body.txid)

      expect((await patch({ phone: '' })).status).toBe(200)
      expect(await profileOf(s.employeeId)).toMatchObject({ phone: null, name: 'Erik', title: 'Tømrersvend' })
    })

    it('nobody changes their own role here, admins included: 403 and nothing written', async () => {
      const before = await profileOf(s.employeeId)
      for (const [cookie, role] of [[employee, 'admin'], [employee, 'user'], [admin, 'user']] as const) {
        const res = await patch({ role, name: 'Ny' }, cookie)
        expect(res.status).toBe(403)
        expect(await res.json()).toEqual({ error: 'Din rolle kan kun ændres af en administrator' })
      }
      expect(await profileOf(s.employeeId)).toEqual(before)
      const [user] = await s.db.sql.query<{ role: string }>('select role from "user" where id = $1', [s.employeeId])
      expect(user.role).toBe('user')
    })

    it.each([
      ['an unknown field', { qr_code: 'mine-mine-mine' }, 'Feltet qr_code kan ikke ændres her'],
      ['another user id', { user_id: 'someone-else' }, 'Feltet user_id kan ikke ændres her'],
      ['a birthday that does not exist', { birthday: '1990-02-30' }, 'Ugyldig fødselsdato'],
      ['a birthday in the future', { birthday: '2999-01-01' }, 'Ugyldig fødselsdato'],
      ['a phone number of letters', { phone: 'ring til mig' }, 'Ugyldigt telefonnummer'],
      ['a certificate without a name', { certifications: [{ name: ' ' }] }, 'Certificeringens navn er påkrævet'],
      ['certifications that are not a list', { certifications: 'mange' }, 'Ugyldige certificeringer'],
      ['a colour that is not one', { color: 'red' }, 'Ugyldig farve'],
      ['nothing to change', {}, 'Der er ingen ændringer at gemme'],
      ['a name of the wrong type', { full_name: 42 }, 'Ugyldig tekst'],
    ])('%s → 400 with a clear message, nothing written', async (_name, json, message) => {
      const before = await profileOf(s.employeeId)
      const res = await patch(json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await profileOf(s.employeeId)).toEqual(before)
    })

    it('malformed JSON and signed-out requests are refused', async () => {
      expect((await s.request('/api/profile', { method: 'PATCH', cookie: employee, body: '{oops' })).status).toBe(400)
      const out = await s.request('/api/profile', { method: 'PATCH', json: { name: 'x' } })
      expect(out.status).toBe(401)
      expect((await upload('x', 'a.png', '')).status).toBe(401)
    })

    it('an uploaded image is stored resized as WebP; only the URL is on the profile; the original is gone', async () => {
      const big = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } }).jpeg().toBuffer()
      const res = await upload(big, 'portræt.jpg')
      expect(res.status).toBe(200)
      const { image, txid } = await res.json()
      expect(txid).toMatch(/^\d+$/)
      expect(image).toMatch(/^\/api\/files\/profile-images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg\.512\.webp$/)
      expect((await profileOf(s.employeeId)).image).toBe(image)
      expect(await files()).toEqual([image.split('/').pop()])

      const served = await s.request(image, { cookie: admin })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(Math.max(meta.width!, meta.height!)).toBe(512)

      // A new picture replaces the old file; removing it clears the URL and the file.
      const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#a26' } }).png().toBuffer()
      const second = await (await upload(png, 'ny.png')).json()
      expect(await files()).toEqual([second.image.split('/').pop()])
      const del = await s.request('/api/profile/image', { method: 'DELETE', cookie: employee })
      expect(del.status).toBe(200)
      expect((await profileOf(s.employeeId)).image).toBeNull()
      expect(await files()).toEqual([])
    })

    it('a file that is not an image, or a broken one, is refused and nothing is kept', async () => {
      const before = await profileOf(s.employeeId)
      const text = await upload('<svg onload="alert(1)"/>', 'billede.png')
      expect(text.status).toBe(415)
      expect((await text.json()).error).toBe('Filen billede.png er ikke en understøttet billedtype. Brug JPEG, PNG, GIF eller WebP.')
      const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
      const broken = await upload(header, 'halv.png')
      expect([400, 415]).toContain(broken.status)
      expect(await files()).toEqual([])
      expect(await profileOf(s.employeeId)).toEqual(before)
    })
  })
}
