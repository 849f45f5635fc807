// A project's updates, important dates and images: the permission matrix, the update that
// moves the project's progress and status in the same transaction, and bad input.
import { existsSync, readdirSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../../test/app'
import { count, createProjectAs, makeViewers, testJpeg, testPng, UNKNOWN_ID, upload, type ViewerName, type Viewers } from './test-support'
import { useTestServer } from '../../test/suite-server'

const FORBIDDEN = 'Kun projektets opretter eller en administrator kan ændre projektet'

export function projectChildrenSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`project updates, dates and images (${label})`, () => {
    const s = useTestServer(makeServer)
    let v: Viewers
    let png: Buffer
    const req = (method: string, path: string, cookie: string, json?: unknown) => s.request(path, { method, cookie, json })
    const progressOf = async (id: string) =>
      (await s.db.sql.query<{ progress: number; status: string }>('select progress, status from projects where id = $1', [id]))[0]
    const storedFiles = () => (existsSync(s.storage.root) ? readdirSync(s.storage.root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0)
    const update = { title: 'Fundament støbt', description: 'Alt gik efter planen', progress: 35, status: 'in_progress' }

    beforeAll(async () => {
      v = await makeViewers(s)
      png = await testPng()
    })

    it("an update sets the project's progress and status in the same transaction", async () => {
      const p = await createProjectAs(s, v.creator.cookie)
      const res = await req('POST', `/api/projects/${p.id}/updates`, v.creator.cookie, update)
      expect(res.status).toBe(201)
      const { update: u, txid } = await res.json()
      expect(u).toMatchObject({ ...update, project_id: p.id, created_by: v.creator.id })
      expect(await progressOf(p.id)).toEqual({ progress: 35, status: 'in_progress' })
      const changes = await s.db.sql.query<{ relation: string }>(`select relation from sync_changes where txid::text = $1 order by op_position`, [txid])
      expect(changes.map((c) => c.relation)).toEqual(['project_updates', 'projects'])

      const edit = await req('PATCH', `/api/projects/${p.id}/updates/${u.id}`, v.admin.cookie, { ...update, progress: 100, status: 'completed' })
      expect(edit.status).toBe(200)
      expect(await progressOf(p.id)).toEqual({ progress: 100, status: 'completed' })
    })

    it.each([
      [150, 100],
      [-5, 0],
      ['abc', 0],
      [null, 0],
      ['42.4', 42],
      [undefined, 0],
    ])('progress %j is stored as %d', async (progress, stored) => {
      const p = await createProjectAs(s, v.creator.cookie)
      const res = await req('POST', `/api/projects/${p.id}/updates`, v.creator.cookie, { ...update, progress })
      expect(res.status).toBe(201)
      expect((await res.json()).update.progress).toBe(stored)
      expect((await progressOf(p.id)).progress).toBe(stored)
    })

    it.each([
      ['updates', { ...update, title: ' ' }, 'Titel er påkrævet'],
      ['updates', { ...update, description: '' }, 'Beskrivelse er påkrævet'],
      ['updates', { ...update, status: 'halvvejs' }, 'Ugyldig status'],
      ['dates', { date: '2030-01-01' }, 'Titel er påkrævet'],
      ['dates', { title: 'Aflevering' }, 'Dato er påkrævet'],
      ['dates', { title: 'Aflevering', date: '2030-13-01' }, 'Ugyldig dato'],
    ])('%s with bad input %j → 400, nothing written, project untouched', async (kind, json, message) => {
      const p = await createProjectAs(s, v.creator.cookie)
      const before = [await count(s, 'project_updates'), await count(s, 'project_important_dates')]
      const res = await req('POST', `/api/projects/${p.id}/${kind}`, v.creator.cookie, json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect([await count(s, 'project_updates'), await count(s, 'project_important_dates')]).toEqual(before)
      expect(await progressOf(p.id)).toEqual({ progress: 0, status: 'pending' })
    })

    const matrix: [ViewerName, boolean][] = [['creator', true], ['other', false], ['admin', true], ['administrator', true]]
    it.each(matrix)('permission matrix, children of a project: %s may write → %s', async (viewer, allowed) => {
      const p = await createProjectAs(s, v.creator.cookie)
      const { cookie } = v[viewer]
      const ok = (status: number, expected: number) => expect(status).toBe(allowed ? expected : 403)
      const base = `/api/projects/${p.id}`

      // Rows to edit and delete, made by the creator.
      const u = (await (await req('POST', `${base}/updates`, v.creator.cookie, update)).json()).update
      const d = (await (await req('POST', `${base}/dates`, v.creator.cookie, { title: 'Rejsegilde', date: '2030-04-01' })).json()).date
      const img = (await (await upload(s, p.id, v.creator.cookie, [[png, 'a.png']])).json()).images[0]
      const files = storedFiles()

      const addU = await req('POST', `${base}/updates`, cookie, { ...update, progress: 60 })
      ok(addU.status, 201)
      if (!allowed) expect(await addU.json()).toEqual({ error: FORBIDDEN })
      ok((await req('PATCH', `${base}/updates/${u.id}`, cookie, { ...update, title: 'Rettet' })).status, 200)
      ok((await req('POST', `${base}/dates`, cookie, { title: 'Aflevering', date: '2030-09-01' })).status, 201)
      ok((await req('PATCH', `${base}/dates/${d.id}`, cookie, { title: 'Rejsegilde', date: '2030-04-02', description: 'Flyttet' })).status, 200)
      const up = await upload(s, p.id, cookie, [[png, 'b.png']], 'Ny')
      ok(up.status, 201)
      if (!allowed) expect(storedFiles()).toBe(files)

      const counts = async () => [await count(s, 'project_updates'), await count(s, 'project_important_dates'), await count(s, 'project_images')]
      const mid = await counts()
      ok((await req('DELETE', `${base}/updates/${u.id}`, cookie)).status, 200)
      ok((await req('DELETE', `${base}/dates/${d.id}`, cookie)).status, 200)
      const delImg = await req('DELETE', `${base}/images/${img.id}`, cookie)
      ok(delImg.status, 200)
      if (!allowed) {
        expect(await delImg.json()).toEqual({ error: 'Kun den, der har uploadet billedet, projektets opretter eller en administrator kan slette det' })
        expect(await counts()).toEqual(mid)
        // The progress was never moved by the refused update.
        expect(await progressOf(p.id)).toEqual({ progress: 35, status: 'in_progress' })
      } else {
        expect(await progressOf(p.id)).toEqual({ progress: 35, status: 'in_progress' }) // the edit of `u` came last
      }
    })

    it('the uploader may delete their own image even without edit rights on the project', async () => {
      const p = await createProjectAs(s, v.creator.cookie)
      // An admin uploads, then loses the admin role.
      const temp = await s.db.sql.query<{ id: string }>(`update "user" set role = 'admin' where id = $1 returning id`, [v.other.id])
      expect(temp).toHaveLength(1)
      const res = await upload(s, p.id, v.other.cookie, [[png, 'stillads.png']], 'Stillads')
      expect(res.status).toBe(201)
      const img = (await res.json()).images[0]
      await s.db.sql.query(`update "user" set role = 'user' where id = $1`, [v.other.id])
      expect((await upload(s, p.id, v.other.cookie, [[png, 'mere.png']])).status).toBe(403)
      const del = await req('DELETE', `/api/projects/${p.id}/images/${img.id}`, v.other.cookie)
      expect(del.status).toBe(200)
      expect(await count(s, `project_images where id = '${img.id}'`)).toBe(0)
    })

    it('several images with one caption: originals and WebP thumbnails stored, served to signed-in users only', async () => {
      const p = await createProjectAs(s, v.creator.cookie)
      const jpeg = await testJpeg()
      const res = await upload(s, p.id, v.creator.cookie, [[png, 'Facade mod øst.png'], [jpeg, 'tag.jpg']], '  Status uge 12 ')
      expect(res.status).toBe(201)
      const { images, txid } = await res.json()
      expect(txid).toMatch(/^\d+$/)
      expect(images).toHaveLength(2)
      expect(images.map((i: any) => i.caption)).toEqual(['Status uge 12', 'Status uge 12'])
      expect(images.map((i: any) => i.file_name).sort()).toEqual(['Facade mod øst.png', 'tag.jpg'])
      for (const image of images) {
        expect(image.url).toMatch(/^\/api\/files\/project-images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/)
        expect(image.thumbnail_url).toBe(`${image.url.replace('/api/files/', '/api/files/')}.thumb.webp`)
        const thumb = await s.request(image.thumbnail_url, { cookie: v.other.cookie })
        expect(thumb.status).toBe(200)
        expect(thumb.headers.get('content-type')).toBe('image/webp')
        expect((await thumb.arrayBuffer()).byteLength).toBeLessThan(png.length * 4)
        expect((await s.request(image.url)).status).toBe(401)
      }
    })

    it('wrong types, empty uploads and too-long captions → 4xx with a clear message; no rows, no files', async () => {
      const p = await createProjectAs(s, v.creator.cookie)
      const rows = await count(s, 'project_images')
      const files = storedFiles()
      const cases: [Promise<Response>, number, RegExp][] = [
        [upload(s, p.id, v.creator.cookie, [['bare tekst, der hedder noget med .png', 'foto.png']]), 415, /^Filen foto\.png er ikke et billede/],
        [upload(s, p.id, v.creator.cookie, [[png, 'ok.png'], ['%PDF-1.4 not an image', 'plan.pdf']]), 415, /plan\.pdf er ikke et billede/],
        [upload(s, p.id, v.creator.cookie, [[Buffer.concat([png.subarray(0, 64), Buffer.alloc(5000)]), 'brudt.png']]), 415, /kunne ikke læses/],
        [upload(s, p.id, v.creator.cookie, []), 400, /^Vælg mindst ét billede$/],
        [upload(s, p.id, v.creator.cookie, [[png, 'ok.png']], 'x'.repeat(501)), 400, /Billedteksten må højst være 500 tegn/],
        [upload(s, UNKNOWN_ID, v.creator.cookie, [[png, 'ok.png']]), 404, /^Projekt blev ikke fundet$/],
        [upload(s, p.id, undefined, [[png, 'ok.png']]), 401, /logget ind/],
      ]
      for (const [pending, status, message] of cases) {
        const res = await pending
        expect(res.status).toBe(status)
        expect((await res.json()).error).toMatch(message)
      }
      expect(await count(s, 'project_images')).toBe(rows)
      expect(storedFiles()).toBe(files)
    })

    it('deleting an image or the whole project removes the files too', async () => {
      const p = await createProjectAs(s, v.creator.cookie)
      const before = storedFiles()
      const images = (await (await upload(s, p.id, v.creator.cookie, [[png, 'a.png'], [png, 'b.png']])).json()).images
      expect(storedFiles()).toBe(before + 4)
      await req('DELETE', `/api/projects/${p.id}/images/${images[0].id}`, v.creator.cookie)
      expect(storedFiles()).toBe(before + 2)
      await req('POST', `/api/projects/${p.id}/updates`, v.creator.cookie, update)
      const del = await req('DELETE', `/api/projects/${p.id}`, v.creator.cookie)
      expect(del.status).toBe(200)
      expect(storedFiles()).toBe(before)
      expect(await count(s, `project_updates where project_id = '${p.id}'`)).toBe(0)
      expect(await count(s, `project_images where project_id = '${p.id}'`)).toBe(0)
    })

    it("a child addressed through another project, or unknown and malformed ids → 404", async () => {
      const a = await createProjectAs(s, v.creator.cookie)
      const b = await createProjectAs(s, v.creator.cookie)
      const u = (await (await req('POST', `/api/projects/${a.id}/updates`, v.creator.cookie, update)).json()).update
      const d = (await (await req('POST', `/api/projects/${a.id}/dates`, v.creator.cookie, { title: 'T', date: '2030-01-01' })).json()).date
      const cases: [string, string, unknown, string][] = [
        ['PATCH', `/api/projects/${b.id}/updates/${u.id}`, update, 'Opdateringen blev ikke fundet'],
        ['DELETE', `/api/projects/${b.id}/updates/${u.id}`, undefined, 'Opdateringen blev ikke fundet'],
        ['PATCH', `/api/projects/${b.id}/dates/${d.id}`, { title: 'T', date: '2030-01-02' }, 'Den vigtige dato blev ikke fundet'],
        ['DELETE', `/api/projects/${a.id}/dates/nope`, undefined, 'Den vigtige dato blev ikke fundet'],
        ['DELETE', `/api/projects/${a.id}/images/${UNKNOWN_ID}`, undefined, 'Billedet blev ikke fundet'],
        ['POST', `/api/projects/${UNKNOWN_ID}/updates`, update, 'Projekt blev ikke fundet'],
        ['POST', `/api/projects/not-a-uuid/dates`, { title: 'T', date: '2030-01-02' }, 'Projekt blev ikke fundet'],
      ]
      for (const [method, path, json, message] of cases) {
        const res = await req(method, path, v.admin.cookie, json)
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(await res.json()).toEqual({ error: message })
      }
      expect(await count(s, `project_updates where id = '${u.id}' and title = '${update.title}'`)).toBe(1)
    })
  })
}
