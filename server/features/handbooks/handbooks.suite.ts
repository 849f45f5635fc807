// The handbook API on a real database and a real storage directory: categories (admins;
// blocked delete while files remain), uploads through real multipart parsing (PDF text per
// page, default name, download under the original name), refusals that leave nothing behind,
// and delete by editors or the uploader.
import { readdir } from 'node:fs/promises'
import { Hono } from 'hono'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createGetViewer } from '../../auth/viewer'
import { onError } from '../../http/errors'
import { createPerson } from '../../seed/users'
import type { TestServer } from '../../test/app'
import { TEST_ORIGIN, TEST_PASSWORD } from '../../test/app'
import { CATEGORY_NAME_CHARS } from '../../../sync/inputs/handbooks'
import { makeTestPdf } from '../documents/make-test-pdf'
import { CATEGORIES_ADMIN_ONLY, CATEGORY_EXISTS, CATEGORY_HAS_FILES, CATEGORY_NOT_FOUND, HANDBOOK_DELETE_DENIED, UNSAFE_NAME } from './messages'
import { createHandbookRoutes } from './routes'
import { signInSeeded, useTestServer } from '../../test/suite-server'

type Part = [field: string, value: string] | [field: string, data: Buffer | string, fileName: string]

export function handbooksSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`handbooks API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    let colleague: string
    let category: { id: string; name: string }
    /** The same routes with a 64 KB limit, for the over-the-limit cases. */
    let small: Hono

    const pdf = makeTestPdf(['Brug altid sikkerhedssko', 'Stilladser kontrolleres hver uge'])
    const form = (parts: Part[]) => {
      const body = new FormData()
      for (const part of parts) {
        if (part.length === 2) body.append(part[0], part[1])
        else body.append(part[0], new Blob([new Uint8Array(Buffer.from(part[1]))]), part[2])
      }
      return body
    }
    const upload = (parts: Part[], cookie = employee, app: Hono = s.app) =>
      Promise.resolve(app.request('/api/handbooks', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: form(parts) }))
    const stored = async () => (await readdir(s.storage.root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
    const rows = async () => Number((await s.db.sql.query<{ n: string }>('select (select count(*) from handbooks) + (select count(*) from document_pages) as n'))[0].n)

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
      await createPerson(s.auth, s.db, { email: 'kim.kollega@test.dk', password: TEST_PASSWORD, name: 'Kim Kollega', role: 'user' })
      colleague = await s.cookieFor('kim.kollega@test.dk')
      const res = await s.request('/api/handbooks/categories', { method: 'POST', cookie: admin, json: { name: 'Sikkerhed', description: 'Regler på pladsen' } })
      expect(res.status).toBe(201)
      category = (await res.json()).category
      small = new Hono()
      small.onError(onError)
      small.route('/api/handbooks', createHandbookRoutes({ db: s.db, storage: s.storage, getViewer: createGetViewer(s.auth), maxBytes: 64 * 1024 }))
    })

    it('categories: admins create them (name required, unique), employees may not', async () => {
      for (const [json, status, message] of [
        [{}, 400, 'Angiv et kategorinavn'],
        [{ name: '   ' }, 400, 'Angiv et kategorinavn'],
        [{ name: 'sikkerhed' }, 409, CATEGORY_EXISTS],
        [{ name: 'Ind/ud' }, 400, CATEGORY_NAME_CHARS],
        [{ name: 'Hvad?' }, 400, CATEGORY_NAME_CHARS],
      ] as const) {
        const res = await s.request('/api/handbooks/categories', { method: 'POST', cookie: admin, json })
        expect(res.status, JSON.stringify(json)).toBe(status)
        expect(await res.json()).toEqual({ error: message })
      }
      const denied = await s.request('/api/handbooks/categories', { method: 'POST', cookie: employee, json: { name: 'Min egen' } })
      expect(denied.status).toBe(403)
      expect(await denied.json()).toEqual({ error: CATEGORIES_ADMIN_ONLY })
      expect(await s.db.sql.query('select name from handbook_categories')).toEqual([{ name: 'Sikkerhed' }])
    })

    it('a PDF upload stores the file, its text per page and a default name; it downloads under its own name', async () => {
      const res = await upload([['category_id', category.id], ['description', 'Gælder alle'], ['file', pdf, 'Sikkerhedsmanual 2026.pdf']])
      expect(res.status).toBe(201)
      const { handbook, txid } = await res.json()
      expect(txid).toMatch(/^\d+$/)
      expect(handbook).toMatchObject({
        name: 'Sikkerhedsmanual 2026', description: 'Gælder alle', file_name: 'Sikkerhedsmanual 2026.pdf',
        file_size: pdf.length, file_type: 'application/pdf', page_count: 2, user_id: s.employeeId, category_id: category.id,
      })
      expect(handbook.file_url).toBe(`/api/files/${handbook.file_path}`)
      const pages = await s.db.sql.query('select source, page_number, content from document_pages where document_id = $1 order by page_number', [handbook.id])
      expect(pages).toEqual([
        { source: 'handbook', page_number: 1, content: 'Brug altid sikkerhedssko' },
        { source: 'handbook', page_number: 2, content: 'Stilladser kontrolleres hver uge' },
      ])
      const file = await s.request(`${handbook.file_url}?download=${encodeURIComponent(handbook.file_name)}`, { cookie: colleague })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Sikkerhedsmanual 2026.pdf"; filename*=UTF-8''Sikkerhedsmanual%202026.pdf`)
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)
      expect((await s.request(handbook.file_url)).status).toBe(401)
    })

    it('a picture is a handbook too (no text); a given name wins over the file name', async () => {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#36c' } }).png().toBuffer()
      const res = await upload([['category_id', category.id], ['name', '  Tavleplan  '], ['file', png, 'IMG_001.png']])
      expect(res.status).toBe(201)
      expect((await res.json()).handbook).toMatchObject({ name: 'Tavleplan', file_type: 'image/png', page_count: null })
    })

    it.each<[string, Part[], number, string | RegExp]>([
      ['no file', [['category_id', 'x'], ['name', 'Tom']], 400, 'Vælg en fil'],
      ['an empty file', [['file', '', 'tom.pdf']], 400, /tom/],
      ['text named .pdf', [['file', 'just text, named like a PDF', 'falsk.pdf']], 415, /falsk\.pdf/],
      ['an SVG (script-capable) named .png', [['file', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'ikon.png']], 415, /ikon/],
      ['a path as name', [['name', '../../etc/passwd'], ['file', 'PDF', 'x.pdf']], 400, UNSAFE_NAME],
      ['".." as name', [['name', '..'], ['file', 'PDF', 'x.pdf']], 400, UNSAFE_NAME],
      ['no category', [['file', 'PDF', 'x.pdf']], 400, 'Vælg en kategori'],
      ['a malformed category', [['category_id', '../x'], ['file', 'PDF', 'x.pdf']], 404, CATEGORY_NOT_FOUND],
      ['an unknown category', [['category_id', '00000000-0000-4000-8000-000000000000'], ['file', 'PDF', 'x.pdf']], 404, CATEGORY_NOT_FOUND],
    ])('refuses %s with a clear 4xx and stores nothing', async (_name, parts, status, message) => {
      const withPdf = parts.map((p) => (p.length === 3 && p[1] === 'PDF' ? ([p[0], pdf, p[2]] as Part) : p))
      const withCategory = withPdf.some((p) => p[0] === 'category_id') || _name === 'no category' ? withPdf : [['category_id', category.id] as Part, ...withPdf]
      const [files, count] = [await stored(), await rows()]
      const res = await upload(withCategory)
      expect(res.status).toBe(status)
      const { error } = await res.json()
      if (typeof message === 'string') expect(error).toBe(message)
      else expect(error).toMatch(message)
      expect(await stored()).toBe(files)
      expect(await rows()).toBe(count)
    })

    it('over the limit → 413 with the Danish message, nothing stored; a traversal file name is reduced to a plain name', async () => {
      const [files, count] = [await stored(), await rows()]
      const big = Buffer.concat([pdf, Buffer.alloc(70 * 1024, 0x20)])
      const res = await upload([['category_id', category.id], ['file', big, 'stor.pdf']], employee, small)
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ error: 'File size exceeds 100MB limit' })
      expect([await stored(), await rows()]).toEqual([files, count])
      const sneaky = await upload([['category_id', category.id], ['file', pdf, '../../../etc/cron.d/evil.pdf']], employee, small)
      expect(sneaky.status).toBe(201)
      const { handbook } = await sneaky.json()
      expect(handbook.file_name).toBe('evil.pdf')
      expect(handbook.file_path).toMatch(/^handbooks\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/)
    })

    it('delete: the uploader and editors may, a colleague may not; pages and the file go too', async () => {
      const mk = async (cookie: string) => (await (await upload([['category_id', category.id], ['file', pdf, 'a.pdf']], cookie)).json()).handbook
      const mine = await mk(employee)
      const denied = await s.request(`/api/handbooks/${mine.id}`, { method: 'DELETE', cookie: colleague })
      expect(denied.status).toBe(403)
      expect(await denied.json()).toEqual({ error: HANDBOOK_DELETE_DENIED })
      const files = await stored()
      const own = await s.request(`/api/handbooks/${mine.id}`, { method: 'DELETE', cookie: employee })
      expect(own.status).toBe(200)
      expect((await own.json()).txid).toMatch(/^\d+$/)
      expect(await stored()).toBe(files - 1)
      expect(await s.db.sql.query('select 1 from document_pages where document_id = $1', [mine.id])).toHaveLength(0)
      expect((await s.request(mine.file_url, { cookie: employee })).status).toBe(404)
      const theirs = await mk(colleague)
      expect((await s.request(`/api/handbooks/${theirs.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
      expect((await s.request(`/api/handbooks/${theirs.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404)
      expect((await s.request('/api/handbooks/not-an-id', { method: 'DELETE', cookie: admin })).status).toBe(404)
    })

    it('a category with files cannot be deleted (409, kept); an empty one can, by admins only', async () => {
      const blocked = await s.request(`/api/handbooks/categories/${category.id}`, { method: 'DELETE', cookie: admin })
      expect(blocked.status).toBe(409)
      expect(await blocked.json()).toEqual({ error: CATEGORY_HAS_FILES })
      expect(await s.db.sql.query('select 1 from handbook_categories where id = $1', [category.id])).toHaveLength(1)
      const empty = (await (await s.request('/api/handbooks/categories', { method: 'POST', cookie: admin, json: { name: 'Tom mappe' } })).json()).category
      expect((await s.request(`/api/handbooks/categories/${empty.id}`, { method: 'DELETE', cookie: employee })).status).toBe(403)
      expect((await s.request(`/api/handbooks/categories/${empty.id}`, { method: 'DELETE', cookie: admin })).status).toBe(200)
      expect((await s.request(`/api/handbooks/categories/${empty.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404)
    })

    it('signed out: 401 and nothing stored', async () => {
      const files = await stored()
      const res = await Promise.resolve(s.app.request('/api/handbooks', { method: 'POST', body: form([['category_id', category.id], ['file', pdf, 'a.pdf']]) }))
      expect(res.status).toBe(401)
      expect(await stored()).toBe(files)
    })
  })
}
