// /api/files follows the owning row's read rule: a file is there for exactly those who may read
// the row that holds it, and for everyone else it does not exist (404, nothing revealed).
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, type TestServer } from '../test/app'
import { createPerson } from '../seed/users'
import { ensureDir } from './storage'
import { recordUploader } from './file-access'
import { signInSeeded, useTestServer } from '../test/suite-server'

export function describeFileAccess(name: string, open: () => Promise<TestServer>) {
  describe(`who may fetch a stored file (${name})`, () => {
    const s = useTestServer(open)
    let admin: string
    let employee: string
    let colleague: string
    let colleagueId: string
    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
      colleagueId = await createPerson(s.auth, s.db, { email: 'kollega@test.dk', password: TEST_PASSWORD, name: 'Kollega', role: 'user' })
      colleague = await s.cookieFor('kollega@test.dk')
    })

    async function store(bucket: string, ext: string): Promise<string> {
      const key = s.storage.newKey(bucket, ext)
      await ensureDir(s.storage, key)
      await new Promise<void>((resolve, reject) => {
        const out = s.storage.write(key)
        out.on('error', reject)
        out.on('close', () => resolve())
        out.end(`indhold af ${key}`)
      })
      return key
    }
    const fetchAs = (cookie: string, key: string) => s.app.request(`/api/files/${key}`, { headers: { cookie } })
    const statuses = async (key: string) => [
      (await fetchAs(employee, key)).status,
      (await fetchAs(colleague, key)).status,
      (await fetchAs(admin, key)).status,
    ]

    it("a transcription's audio is its owner's only, not even an admin's", async () => {
      const key = await store('transcriptions', 'mp3')
      const [t] = await s.db.sql.query<{ id: string }>(`insert into transcriptions (user_id, filename) values ($1, 'møde.mp3') returning id`, [s.employeeId])
      await s.db.sql.query(`insert into transcription_jobs (transcription_id, file_key) values ($1, $2)`, [t.id, key])
      expect(await statuses(key)).toEqual([200, 404, 404])
      const own = await fetchAs(employee, key)
      expect(await own.text()).toBe(`indhold af ${key}`)
      const refused = await fetchAs(admin, key)
      expect(await refused.json()).toEqual({ error: 'Filen blev ikke fundet' })
    })

    it("an approved post's image is everyone's; a post waiting for approval shows its image to its author and admins", async () => {
      const approved = await store('posts', 'png')
      const pending = await store('posts', 'png')
      await s.db.sql.query(`insert into posts (user_id, headline, images, approved) values ($1, 'Godkendt', $2, true), ($1, 'Venter', $3, false)`, [
        colleagueId,
        JSON.stringify([`/api/files/${approved}`]),
        JSON.stringify([`/api/files/${pending}`]),
      ])
      expect(await statuses(approved)).toEqual([200, 200, 200])
      expect(await statuses(pending)).toEqual([404, 200, 200])
    })

    it('an image uploaded ahead of its post is its uploader\'s until the post holds it', async () => {
      const key = await store('posts', 'png')
      await recordUploader(s.db.sql, { id: colleagueId, role: 'user' }, [key])
      expect(await statuses(key)).toEqual([404, 200, 404])
      await s.db.sql.query(`insert into posts (user_id, headline, images, approved) values ($1, 'Nu med billede', $2, true)`, [colleagueId, JSON.stringify([`/api/files/${key}`])])
      expect(await statuses(key)).toEqual([200, 200, 200])
    })

    it('a file no row holds, or in a bucket nobody owns, does not exist', async () => {
      expect(await statuses(await store('posts', 'png'))).toEqual([404, 404, 404])
      expect(await statuses(await store('andet', 'png'))).toEqual([404, 404, 404])
      expect((await fetchAs(employee, 'posts/2026-01/00000000-0000-4000-8000-000000000000.png')).status).toBe(404)
      expect((await s.app.request(`/api/files/${await store('posts', 'png')}`)).status).toBe(401)
    })
  })
}
