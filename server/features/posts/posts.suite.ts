// The posts API on embedded PGlite (posts.test.ts) and PostgreSQL (posts.pg.test.ts): the
// permission matrix (author / editor / other employee × create, edit, approve, delete,
// comment), sanitising on the way in, and image uploads judged by content. Every refused
// write is checked to have written nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST_TEXTS, postImageTooLarge, postImageWrongType } from '../../../sync/inputs/posts'
import { type TestServer } from '../../test/app'
import { count, newPerson, pngBytes, storedFiles, UNKNOWN_ID, upload } from './test-support'
import { signInSeeded, useTestServer } from '../../test/suite-server'

export function postsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`posts API (${label})`, () => {
    const s = useTestServer(makeServer)
    let editor: string
    let author: string
    let other: string
    let administrator: string
    let png: Buffer

    beforeAll(async () => {
      ;({ admin: editor, employee: author } = await signInSeeded(s))
      other = (await newPerson(s)).cookie
      administrator = (await newPerson(s, 'administrator')).cookie
      png = await pngBytes()
    })

    const req = (method: string, path: string, cookie?: string, json?: unknown) => s.request(path, { method, cookie, json })
    const create = async (json: Record<string, unknown> = {}, cookie = author) => {
      const res = await req('POST', '/api/posts', cookie, { headline: 'Ny kran på pladsen', content: '<p>Se den!</p>', ...json })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { post: Record<string, any>; txid: string }
    }
    const row = async (id: string) =>
      (await s.db.sql.query<Record<string, any>>('select * from posts where id = $1', [id]))[0]
    const uploadImage = async (cookie = author) => {
      const res = await upload(s, '/api/posts/images', cookie, [png, 'kran.png'])
      expect(res.status).toBe(201)
      return ((await res.json()) as { images: { url: string }[] }).images[0].url
    }

    it('anyone signed in creates a post; it starts pending whatever the browser says, with a txid', async () => {
      const { post, txid } = await create({ approved: true, user_id: s.adminId })
      expect(post).toMatchObject({ headline: 'Ny kran på pladsen', content: '<p>Se den!</p>', approved: false, user_id: s.employeeId, images: [] })
      expect(txid).toMatch(/^\d+$/)
      const captured = await s.db.sql.query<{ txid: string }>(`select txid::text from sync_changes where relation = 'posts' and new_row->>'id' = $1`, [post.id])
      expect(captured).toEqual([{ txid }])
    })

    it('matrix on a pending post: the author edits it, others cannot see it (404), only editors approve and delete', async () => {
      const { post } = await create()
      const patch = { headline: 'Rettet', content: '<p>Ny tekst</p>', images: [] }
      const cases: [string, string, string, unknown, number][] = [
        ['other edits', 'PATCH', `/api/posts/${post.id}`, patch, 404],
        ['other approves', 'POST', `/api/posts/${post.id}/approve`, undefined, 404],
        ['other deletes', 'DELETE', `/api/posts/${post.id}`, undefined, 404],
        ['author approves', 'POST', `/api/posts/${post.id}/approve`, undefined, 403],
        ['author deletes', 'DELETE', `/api/posts/${post.id}`, undefined, 403],
        ['author comments', 'POST', `/api/posts/${post.id}/comments`, { content: 'Hej' }, 403],
        ['other comments', 'POST', `/api/posts/${post.id}/comments`, { content: 'Hej' }, 403],
      ]
      const before = await row(post.id)
      for (const [name, method, path, json, status] of cases) {
        const cookie = name.startsWith('other') ? other : author
        const res = await req(method, path, cookie, json)
        expect(res.status, name).toBe(status)
        expect((await res.json()).error, name).toMatch(/\S/)
      }
      expect(await row(post.id)).toEqual(before)
      expect(await count(s, 'post_comments')).toBe(0)

      const edited = await req('PATCH', `/api/posts/${post.id}`, author, patch)
      expect(edited.status).toBe(200)
      expect((await edited.json()).post).toMatchObject({ headline: 'Rettet', content: '<p>Ny tekst</p>', approved: false })

      const approved = await req('POST', `/api/posts/${post.id}/approve`, editor)
      expect(approved.status).toBe(200)
      const body = await approved.json()
      expect(body.txid).toMatch(/^\d+$/)
      expect(body.post).toMatchObject({ approved: true, approved_by: s.adminId })
      // Approving twice is harmless.
      expect((await req('POST', `/api/posts/${post.id}/approve`, editor)).status).toBe(200)

      const comment = await req('POST', `/api/posts/${post.id}/comments`, editor, { content: '  Flot arbejde  ' })
      expect(comment.status).toBe(201)
      expect((await comment.json()).comment).toMatchObject({ post_id: post.id, user_id: s.adminId, content: 'Flot arbejde' })

      const del = await req('DELETE', `/api/posts/${post.id}`, editor)
      expect(del.status).toBe(200)
      expect(await row(post.id)).toBeUndefined()
      expect(await s.db.sql.query('select 1 from post_comments where post_id = $1', [post.id])).toHaveLength(0)
      expect((await req('DELETE', `/api/posts/${post.id}`, editor)).status).toBe(404)
    })

    it('matrix on an approved post: others see it but may not change it (403); an author edit sends it back for approval', async () => {
      const { post } = await create()
      expect((await req('POST', `/api/posts/${post.id}/approve`, administrator)).status).toBe(200)
      const before = await row(post.id)
      for (const [method, path, json] of [
        ['PATCH', `/api/posts/${post.id}`, { headline: 'Hacket', content: '<p>x</p>', images: [] }],
        ['DELETE', `/api/posts/${post.id}`, undefined],
        ['POST', `/api/posts/${post.id}/comments`, { content: 'Hej' }],
      ] as const) {
        const res = await req(method, path, other, json)
        expect(res.status, `${method} ${path}`).toBe(403)
      }
      expect(await row(post.id)).toEqual(before)

      const byEditor = await req('PATCH', `/api/posts/${post.id}`, editor, { headline: 'Rettet af redaktør', content: '<p>ok</p>', images: [] })
      expect((await byEditor.json()).post.approved).toBe(true)
      const byAuthor = await req('PATCH', `/api/posts/${post.id}`, author, { headline: 'Ændret bagefter', content: '<p>andet</p>', images: [] })
      expect(byAuthor.status).toBe(200)
      expect((await byAuthor.json()).post).toMatchObject({ approved: false, approved_by: null, headline: 'Ændret bagefter' })
    })

    it('counts the posts each viewer may see, old ones included (the tabs show them)', async () => {
      const counts = async (cookie: string) => {
        const res = await req('GET', '/api/posts/counts', cookie)
        expect(res.status).toBe(200)
        return (await res.json()) as { pending: number; approved: number }
      }
      const before = { editor: await counts(editor), other: await counts(other) }
      const { post } = await create()
      await s.db.sql.query(`update posts set created_at = now() - interval '3 years' where id = $1`, [post.id])
      expect(await counts(editor)).toEqual({ ...before.editor, pending: before.editor.pending + 1 })
      expect(await counts(other)).toEqual(before.other) // someone else's pending post is not theirs to count
      expect((await req('POST', `/api/posts/${post.id}/approve`, editor)).status).toBe(200)
      expect(await counts(other)).toEqual({ ...before.other, approved: before.other.approved + 1 })
      expect((await s.request('/api/posts/counts')).status).toBe(401)
    })

    it('the body is sanitised to the allowed tags before it is stored', async () => {
      const { post } = await create({
        content: '<p onclick="x()">Hej <strong>alle</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">klik</a><a href="https://ballerup.dk" target="_blank">ok</a>',
      })
      const stored = (await row(post.id)).content
      expect(stored).toBe('<p>Hej <strong>alle</strong></p><a>klik</a><a href="https://ballerup.dk" target="_blank" rel="noopener noreferrer">ok</a>')
    })

    it.each([
      ['no headline', { content: '<p>x</p>' }, POST_TEXTS.headlineRequired],
      ['a blank headline', { headline: '   ', content: '<p>x</p>' }, POST_TEXTS.headlineRequired],
      ['no body and no image', { headline: 'Hej', content: '<p> </p>' }, POST_TEXTS.bodyOrImage],
      ['a body that is only script', { headline: 'Hej', content: '<script>alert(1)</script>' }, POST_TEXTS.bodyOrImage],
      ['a foreign image URL', { headline: 'Hej', content: '<p>x</p>', images: ['https://evil.example/x.png'] }, POST_TEXTS.invalid],
      ['inline image data', { headline: 'Hej', content: '<p>x</p>', images: ['data:image/png;base64,iVBORw0KGgo='] }, POST_TEXTS.invalid],
      ['an image that is not stored', { headline: 'Hej', content: '<p>x</p>', images: [`/api/files/posts/2026-01/${UNKNOWN_ID}.png`] }, POST_TEXTS.invalid],
      ['images that are not a list', { headline: 'Hej', content: '<p>x</p>', images: 'x' }, POST_TEXTS.invalid],
      ['a content that is not text', { headline: 'Hej', content: 42 }, POST_TEXTS.invalid],
      ['a bad department', { headline: 'Hej', content: '<p>x</p>', department_id: 'salg' }, 'Ukendt afdeling'],
      ['an unknown department', { headline: 'Hej', content: '<p>x</p>', department_id: UNKNOWN_ID }, 'Henviser til noget, der ikke findes'],
      ['a non-uuid id', { id: 'abc', headline: 'Hej', content: '<p>x</p>' }, 'Ugyldigt id'],
    ])('create with %s → 400 with a clear message, nothing written', async (_name, json, message) => {
      const before = await count(s, 'posts')
      const res = await req('POST', '/api/posts', author, json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await count(s, 'posts')).toBe(before)
    })

    it('malformed JSON, unknown and malformed ids, and signed-out requests are 4xx, never 500', async () => {
      const before = await count(s, 'posts')
      const bad = await req('POST', '/api/posts', author, undefined)
      expect(bad.status).toBe(400)
      expect((await s.request('/api/posts', { method: 'POST', cookie: author, body: '{"headline":' })).status).toBe(400)
      for (const id of [UNKNOWN_ID, 'nope', "x' or '1'='1"]) {
        const path = `/api/posts/${encodeURIComponent(id)}`
        expect((await req('PATCH', path, editor, { headline: 'x', content: '<p>x</p>', images: [] })).status, id).toBe(404)
        expect((await req('POST', `${path}/approve`, editor)).status, id).toBe(404)
        expect((await req('DELETE', path, editor)).status, id).toBe(404)
        expect((await req('POST', `${path}/comments`, editor, { content: 'x' })).status, id).toBe(404)
      }
      for (const [method, path] of [['POST', '/api/posts'], ['POST', '/api/posts/images'], ['PATCH', `/api/posts/${UNKNOWN_ID}`], ['POST', `/api/posts/${UNKNOWN_ID}/approve`]]) {
        const res = await req(method, path, undefined, { headline: 'x', content: 'x' })
        expect(res.status, path).toBe(401)
        expect(await res.json()).toEqual({ error: 'Du skal være logget ind' })
      }
      expect(await count(s, 'posts')).toBe(before)
    })

    it('a client-chosen id is kept and a repeated create is a 409, not a duplicate', async () => {
      const id = crypto.randomUUID()
      expect((await create({ id })).post.id).toBe(id)
      const again = await req('POST', '/api/posts', author, { id, headline: 'x', content: '<p>x</p>' })
      expect(again.status).toBe(409)
      expect(await s.db.sql.query('select 1 from posts where id = $1', [id])).toHaveLength(1)
    })

    it('images are stored as files with a feed copy; the row holds only URLs; dropped images are removed', async () => {
      const url = await uploadImage()
      expect(url).toMatch(/^\/api\/files\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/)
      // Until a post holds it, the image is its uploader's alone (the form's preview).
      const served = await s.request(url, { cookie: author })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      const feed = await s.request(`${url}.feed.webp`, { cookie: author })
      expect(feed.headers.get('content-type')).toBe('image/webp')
      expect((await s.request(url, { cookie: other })).status).toBe(404)

      const { post } = await create({ content: '', images: [url] })
      await s.db.sql.query('update posts set approved = true where id = $1', [post.id])
      expect((await s.request(url, { cookie: other })).status).toBe(200)
      const [raw] = await s.db.sql.query<{ images: string }>('select images::text from posts where id = $1', [post.id])
      expect(JSON.parse(raw.images)).toEqual([url])

      const second = await uploadImage()
      const res = await req('PATCH', `/api/posts/${post.id}`, author, { headline: 'To billeder', content: '', images: [second] })
      expect(res.status).toBe(200)
      expect((await s.request(url, { cookie: other })).status).toBe(404)
      // Edited, the post waits for approval again: its author and the editors still see the image.
      expect((await s.request(second, { cookie: editor })).status).toBe(200)
      expect((await req('DELETE', `/api/posts/${post.id}`, editor)).status).toBe(200)
      expect((await s.request(second, { cookie: editor })).status).toBe(404)
      expect((await s.request(`${second}.feed.webp`, { cookie: editor })).status).toBe(404)
    })

    it('a PNG named .txt is taken as a PNG: the type comes from the content', async () => {
      const res = await upload(s, '/api/posts/images', author, [png, 'notat.txt'])
      expect(res.status).toBe(201)
      const { images } = await res.json()
      expect(images[0]).toMatchObject({ type: 'image/png', name: 'notat.txt' })
      expect(images[0].url).toMatch(/\.png$/)
    })

    it('a path-traversal name never becomes a path: the file lands under a generated key', async () => {
      const res = await upload(s, '/api/posts/images', author, [png, '../../../../tmp/evil.png'])
      expect(res.status).toBe(201)
      const { images } = await res.json()
      expect(images[0].url).toMatch(/^\/api\/files\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/)
      for (const file of await storedFiles(s)) expect(file.startsWith(s.storage.root)).toBe(true)
    })

    it('refuses wrong content, SVG, empty, oversized and unreadable images, storing nothing', async () => {
      const before = await storedFiles(s)
      const cases: [[Buffer | string, string][], number, string][] = [
        [[['bare tekst, ikke et billede', 'foto.png']], 415, postImageWrongType('foto.png')],
        [[['<!doctype html><script>alert(1)</script>', 'side.png']], 415, postImageWrongType('side.png')],
        [[['<!doctype html><script>alert(1)</script>', '../../side.png']], 415, postImageWrongType('side.png')],
        [[['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg']], 415, postImageWrongType('logo.svg')],
        [[[Buffer.alloc(0), 'tom.png']], 400, 'Filen tom.png er tom'],
        [[[Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'stor.png']], 413, postImageTooLarge('stor.png')],
        [[[Buffer.concat([png.subarray(0, 64), Buffer.alloc(5000, 7)]), 'i-stykker.png']], 400, 'Filen i-stykker.png kunne ikke læses som et billede'],
        [[[png, 'ok.png'], ['<svg/>', 'bad.png']], 415, postImageWrongType('bad.png')],
      ]
      for (const [files, status, message] of cases) {
        const res = await upload(s, '/api/posts/images', author, ...files)
        expect(res.status, message).toBe(status)
        expect(await res.json()).toEqual({ error: message })
      }
      expect(await storedFiles(s)).toEqual(before)
    })
  })
}
