// The company-news API on embedded PGlite and PostgreSQL: who may write what, media lines
// that must point at our own stored files, upload limits per purpose, comments for all.
import { beforeAll, describe, expect, it } from 'vitest'
import { NEWS_TEXTS, newsImageWrongType, newsVideoTooLarge, newsVideoWrongType } from '../../../sync/inputs/news'
import { type TestServer } from '../../test/app'
import { truncatedUpload } from '../../test/truncated-upload'
import { count, mp4Bytes, newPerson, pngBytes, storedFiles, UNKNOWN_ID, upload } from '../posts/test-support'
import { signInSeeded, useTestServer } from '../../test/suite-server'

export function newsSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`company news API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let author: string
    let other: string
    let png: Buffer

    beforeAll(async () => {
      ;({ admin, employee: author } = await signInSeeded(s))
      other = (await newPerson(s)).cookie
      png = await pngBytes()
    })

    const req = (method: string, path: string, cookie?: string, json?: unknown) => s.request(path, { method, cookie, json })
    const create = async (content: string, cookie = author) => {
      const res = await req('POST', '/api/news', cookie, { content })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { news: Record<string, any>; txid: string }
    }
    const media = async (purpose: string, file: [Buffer | string, string], cookie = author) =>
      upload(s, `/api/news/media?purpose=${purpose}`, cookie, file)

    it('anyone signed in posts news with an image and a video embedded as media lines', async () => {
      const image = await media('image', [png, 'stillads.png'])
      expect(image.status).toBe(201)
      const img = (await image.json()).media
      expect(img).toMatchObject({ type: 'image', filename: 'stillads.png' })
      expect(img.url).toMatch(/^\/api\/files\/news\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/)
      // Until a news item holds it, the image is its uploader's alone.
      expect((await s.request(`${img.url}.feed.webp`, { cookie: author })).status).toBe(200)
      expect((await s.request(`${img.url}.feed.webp`, { cookie: other })).status).toBe(404)
      const video = await media('video', [mp4Bytes(), 'kran.mp4'])
      expect(video.status).toBe(201)
      const vid = (await video.json()).media
      expect(vid).toMatchObject({ type: 'video', filename: 'kran.mp4' })

      const content = `Ny kran på pladsen\n![stillads.png](${img.url})\n[📹 kran.mp4](${vid.url})`
      const { news, txid } = await create(content)
      expect(news).toMatchObject({ content, user_id: s.employeeId, visibility: 'company', project_id: null })
      expect(txid).toMatch(/^\d+$/)
      expect((await s.request(`${img.url}.feed.webp`, { cookie: other })).status).toBe(200)
      expect((await s.request(vid.url, { cookie: other })).status).toBe(200)
    })

    it('the author or an admin edits and deletes; another employee gets 403 and nothing changes', async () => {
      const { news } = await create('Frokost i kantinen kl. 12')
      const before = await count(s, 'company_news')
      expect((await req('PATCH', `/api/news/${news.id}`, other, { content: 'Hacket' })).status).toBe(403)
      const del = await req('DELETE', `/api/news/${news.id}`, other)
      expect(del.status).toBe(403)
      expect(await del.json()).toEqual({ error: NEWS_TEXTS.forbidden })
      const [row] = await s.db.sql.query<{ content: string }>('select content from company_news where id = $1', [news.id])
      expect(row.content).toBe('Frokost i kantinen kl. 12')

      const mine = await req('PATCH', `/api/news/${news.id}`, author, { content: 'Frokost kl. 12.30' })
      expect(mine.status).toBe(200)
      expect((await mine.json()).news.content).toBe('Frokost kl. 12.30')
      const byAdmin = await req('PATCH', `/api/news/${news.id}`, admin, { content: 'Frokost kl. 13' })
      expect(byAdmin.status).toBe(200)
      expect((await req('DELETE', `/api/news/${news.id}`, admin)).status).toBe(200)
      expect(await count(s, 'company_news')).toBe(before - 1)
      expect((await req('DELETE', `/api/news/${news.id}`, admin)).status).toBe(404)
    })

    it('removing a media line or the item removes the file', async () => {
      const img = (await (await media('image', [png, 'a.png'])).json()).media
      const { news } = await create(`Billede\n![a.png](${img.url})`)
      expect((await req('PATCH', `/api/news/${news.id}`, author, { content: 'Uden billede' })).status).toBe(200)
      expect((await s.request(img.url, { cookie: admin })).status).toBe(404)
      const second = (await (await media('edit-image', [png, 'b.png'])).json()).media
      expect((await req('PATCH', `/api/news/${news.id}`, author, { content: `Med nyt\n![b.png](${second.url})` })).status).toBe(200)
      expect((await req('DELETE', `/api/news/${news.id}`, author)).status).toBe(200)
      expect((await s.request(second.url, { cookie: admin })).status).toBe(404)
    })

    it.each([
      ['no text and no media', { content: '   ' }, NEWS_TEXTS.required],
      ['no content at all', {}, NEWS_TEXTS.required],
      ['a media line pointing elsewhere', { content: 'Se her\n![x](https://evil.example/x.png)' }, NEWS_TEXTS.badMedia],
      ['a video line with javascript:', { content: '[📹 x](javascript:alert(1))' }, NEWS_TEXTS.badMedia],
      ['a media line to a file we do not hold', { content: `![x](/api/files/news/2026-01/${UNKNOWN_ID}.png)` }, NEWS_TEXTS.badMedia],
      ['a text that is too long', { content: 'x'.repeat(20_001) }, NEWS_TEXTS.tooLong],
      ['a non-uuid id', { id: '1', content: 'Hej' }, 'Ugyldigt id'],
    ])('create with %s → 400, nothing written', async (_name, json, message) => {
      const before = await count(s, 'company_news')
      const res = await req('POST', '/api/news', author, json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await count(s, 'company_news')).toBe(before)
    })

    it('comments: everyone signed in; empty ones and unknown items are refused', async () => {
      const { news } = await create('Husk sikkerhedsdagen')
      const res = await req('POST', `/api/news/${news.id}/comments`, other, { content: '  Jeg kommer  ' })
      expect(res.status).toBe(201)
      expect((await res.json()).comment).toMatchObject({ news_id: news.id, content: 'Jeg kommer' })
      const before = await count(s, 'news_comments')
      expect((await req('POST', `/api/news/${news.id}/comments`, other, { content: '   ' })).status).toBe(400)
      expect((await req('POST', `/api/news/${UNKNOWN_ID}/comments`, other, { content: 'Hej' })).status).toBe(404)
      expect((await req('POST', `/api/news/nope/comments`, other, { content: 'Hej' })).status).toBe(404)
      expect((await req('POST', `/api/news/${news.id}/comments`, undefined, { content: 'Hej' })).status).toBe(401)
      expect(await count(s, 'news_comments')).toBe(before)
    })

    it('uploads are checked by content and by the limit of their purpose, storing nothing when refused', async () => {
      const before = await storedFiles(s)
      const big = (mb: number) => Buffer.concat([png, Buffer.alloc(mb * 1024 * 1024)])
      const cases: [string, [Buffer | string, string], number, string][] = [
        ['image', ['ikke et billede', 'x.png'], 415, newsImageWrongType('x.png')],
        ['image', [mp4Bytes(), 'film.png'], 415, newsImageWrongType('film.png')],
        ['image', ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg'], 415, newsImageWrongType('logo.svg')],
        ['image', [big(10), 'stor.png'], 413, NEWS_TEXTS.imageTooLarge],
        ['edit-image', [big(5), 'stor.png'], 413, NEWS_TEXTS.editImageTooLarge],
        ['video', [png, 'billede.mp4'], 415, newsVideoWrongType('billede.mp4')],
        ['video', [Buffer.concat([mp4Bytes(), Buffer.alloc(50 * 1024 * 1024)]), 'lang.mp4'], 413, newsVideoTooLarge()],
        ['image', [Buffer.alloc(0), 'tom.png'], 400, 'Filen tom.png er tom'],
        ['sound', [png, 'x.png'], 400, 'Ukendt filtype'],
      ]
      for (const [purpose, file, status, message] of cases) {
        const res = await media(purpose, file)
        expect(res.status, `${purpose} ${file[1]}`).toBe(status)
        expect(await res.json()).toEqual({ error: message })
      }
      // An image of 6 MB is fine for a new item but not when editing.
      const six = big(6)
      expect((await media('edit-image', [six, 'seks.png'])).status).toBe(413)
      const ok = await media('image', [six, 'seks.png'])
      expect(ok.status).toBe(201)
      const url = (await ok.json()).media.url as string
      expect((await storedFiles(s)).length).toBe(before.length + 2) // the file and its feed copy
      expect((await upload(s, '/api/news/media?purpose=image', undefined, [png, 'x.png'])).status).toBe(401)
      expect(url).toMatch(/\.png$/)
    })

    it('a video upload cut off half way is refused and leaves no partial file in storage', async () => {
      const before = await storedFiles(s)
      // Well past the first bytes the type is judged by, so the file is already being written.
      const file = { name: 'kran.mp4', type: 'video/mp4', bytes: Buffer.concat([mp4Bytes(), Buffer.alloc(512 * 1024, 7)]) }
      for (const how of ['ended', 'broken'] as const) {
        const res = await truncatedUpload(s.app, '/api/news/media?purpose=video', author, file, how)
        expect(res.status, how).toBe(400)
        expect(await res.json()).toEqual({ error: 'Uploaden blev afbrudt' })
        expect(await storedFiles(s), how).toEqual(before)
      }
    })
  })
}
