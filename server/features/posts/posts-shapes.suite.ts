// What each viewer's browser receives through the shape proxy: another user's pending post
// never reaches an employee (not even in the raw bytes), approval moves it into their live
// shape, post comments reach admins only. Run on embedded PGlite and PostgreSQL.
import { Shape, type Row } from '@electric-sql/client'
import { appShapeStream } from '../../test/app-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRules } from '../../../sync/permissions/posts'
import type { Viewer } from '../../../sync/rules'
import { type TestServer } from '../../test/app'
import { newPerson } from './test-support'
import { signInSeeded } from '../../test/suite-server'

export function postShapesSuite(label: string, makeServer: () => Promise<TestServer>) {
  describe(`posts shapes (${label})`, () => {
    let s: TestServer
    let admin: string
    let author: string
    let other: { id: string; cookie: string }
    const open: Shape<Row>[] = []

    beforeAll(async () => {
      s = await makeServer()
      ;({ admin, employee: author } = await signInSeeded(s))
      other = await newPerson(s)
    })
    // The streams stop with the suite (app-stream.ts), before its server closes.
    const stopStreams = new AbortController()
    afterAll(async () => {
      stopStreams.abort()
      for (const shape of open) shape.unsubscribeAll()
      await s?.close()
    })

    const stream = (name: string, cookie: string) => {
      const shape = new Shape(appShapeStream(() => s, name, cookie, { signal: stopStreams.signal }))
      open.push(shape)
      return shape
    }
    const ids = (shape: Shape<Row>) => shape.currentRows.map((r) => r.id as string).sort()
    const raw = async (name: string, cookie: string) => (await s.request(`/api/shapes/${name}?offset=-1`, { cookie })).text()
    const write = async (method: string, path: string, cookie: string, json?: unknown) => {
      const res = await s.request(path, { method, cookie, json })
      expect(res.status, await res.clone().text()).toBeLessThan(300)
      return res.json()
    }

    it("an employee's shape never holds another user's pending post; approval moves it in, live", async () => {
      const secret = `Hemmeligt udkast ${Date.now()}`
      const { post } = await write('POST', '/api/posts', author, { headline: secret, content: '<p>Kladde</p>' })

      expect(await raw('posts', other.cookie)).not.toContain(secret)
      const othersView = stream('posts', other.cookie)
      const authorsView = stream('posts', author)
      const editorsView = stream('posts', admin)
      await othersView.rows
      expect(ids(othersView)).not.toContain(post.id)
      expect((await authorsView.rows).map((r) => r.id)).toContain(post.id)
      expect((await editorsView.rows).map((r) => r.id)).toContain(post.id)

      await write('POST', `/api/posts/${post.id}/approve`, admin)
      await expect.poll(() => ids(othersView), { timeout: 15_000 }).toContain(post.id)
      await expect
        .poll(() => authorsView.currentRows.find((r) => r.id === post.id)?.approved, { timeout: 15_000 })
        .toBe(true)

      // An author's later edit sends it back for approval: it leaves the colleague's shape again.
      await write('PATCH', `/api/posts/${post.id}`, author, { headline: secret, content: '<p>Ændret</p>', images: [] })
      await expect.poll(() => ids(othersView), { timeout: 15_000 }).not.toContain(post.id)
    })

    it('every viewer receives exactly the posts the read rule allows them', async () => {
      const third = await newPerson(s)
      const made: { id: string; user_id: string; approved: boolean }[] = []
      for (const [cookie, userId] of [[author, s.employeeId], [third.cookie, third.id], [admin, s.adminId]] as const) {
        for (const approve of [false, true]) {
          const { post } = await write('POST', '/api/posts', cookie, { headline: `Opslag ${made.length}`, content: '<p>x</p>' })
          if (approve) await write('POST', `/api/posts/${post.id}/approve`, admin)
          made.push({ id: post.id, user_id: userId, approved: approve })
        }
      }
      const viewers: [Viewer, string][] = [
        [{ id: s.employeeId, role: 'user' }, author],
        [{ id: other.id, role: 'user' }, other.cookie],
        [{ id: s.adminId, role: 'admin' }, admin],
      ]
      for (const [viewer, cookie] of viewers) {
        const shape = stream('posts', cookie)
        await shape.rows
        const allowed = made.filter((m) => postRules.read.test(viewer, m)).map((m) => m.id).sort()
        // The shape log catches up with the writes a moment later; then it must match exactly.
        await expect
          .poll(() => ids(shape).filter((id) => made.some((m) => m.id === id)), { timeout: 15_000 })
          .toEqual(allowed)
        expect(await raw('posts', cookie)).not.toMatch(
          new RegExp(made.filter((m) => !allowed.includes(m.id)).map((m) => m.id).join('|') || '^$'),
        )
      }
    })

    it('post comments reach admins only; news and its comments reach everyone', async () => {
      const { post } = await write('POST', '/api/posts', author, { headline: 'Kommenteret', content: '<p>x</p>' })
      const note = `Intern note ${Date.now()}`
      await write('POST', `/api/posts/${post.id}/comments`, admin, { content: note })
      expect(await raw('post_comments', author)).not.toContain(note)
      expect((await stream('post_comments', author).rows).length).toBe(0)
      const adminComments = stream('post_comments', admin)
      await expect.poll(() => adminComments.currentRows.map((r) => r.content), { timeout: 15_000 }).toContain(note)

      const { news } = await write('POST', '/api/news', author, { content: 'Ny kantineordning' })
      await write('POST', `/api/news/${news.id}/comments`, other.cookie, { content: 'Godt nyt' })
      const newsView = stream('company_news', other.cookie)
      const newsComments = stream('news_comments', admin)
      await expect.poll(() => ids(newsView), { timeout: 15_000 }).toContain(news.id)
      await expect.poll(() => newsComments.currentRows.map((r) => r.content), { timeout: 15_000 }).toContain('Godt nyt')
    })
  })
}
