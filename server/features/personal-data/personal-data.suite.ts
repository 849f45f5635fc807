// Personal data on both databases: the export holds every row about the person and their files
// (unzipped here with the library that zips it), a new column naming a person fails until the
// coverage list says what to do with it, and erasure removes personal data, keeps shared records
// under "Slettet bruger", deletes the files and ends sign-in, for administrators only.
import { beforeAll, describe, expect, it } from 'vitest'
import { unzipSync, strFromU8 } from 'fflate'
import { TEST_PASSWORD } from '../../test/app'
import { createPerson } from '../../seed/users'
import { PERSONAL_DATA, PERSON_COLUMN_NAME } from './coverage'
import { ANONYMISERS, ERASED_NAME } from './anonymisers'
import type { PersonalExport } from './export'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const PICTURE = Buffer.from('RIFF....WEBPVP8 picture bytes')
const AUDIO = Buffer.from('ID3 audio bytes waiting for transcription')

export function personalDataSuite(label: string, makeServer: ServerFactory) {
  describe(`personal data (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let colleague: string
    let n = 0

    /** A person with a picture, phone, birthday, a post and comment, vacation, a transcription waiting with its audio, a push device. */
    const person = async () => {
      const i = ++n
      const name = `Frede Persondata${i}`
      const email = `frede${i}@test.dk`
      const id = await createPerson(s.auth, s.db, { email, password: TEST_PASSWORD, name, role: 'user' })
      const cookie = await s.cookieFor(email)
      const picture = s.storage.newKey('profile-images', 'webp')
      await s.storage.put(picture, PICTURE)
      const audio = s.storage.newKey('transcriptions', 'wav')
      await s.storage.put(audio, AUDIO)
      await s.db.sql.query(`update profiles set full_name = $2, phone = '+45 11 22 33 44', birthday = '1980-05-17', image = $3, notes = 'Allergisk over for nødder' where user_id = $1`, [
        id,
        name,
        s.storage.urlOf(picture),
      ])
      const post = await s.request('/api/posts', { method: 'POST', cookie, json: { headline: `Opslag ${i}`, content: '<p>Hej alle</p>' } })
      expect(post.status, await post.clone().text()).toBe(201)
      const postId = ((await post.json()) as { post: { id: string } }).post.id
      await s.db.sql.query(`insert into post_comments (post_id, user_id, content) values ($1, $2, 'Min kommentar')`, [postId, id])
      await s.db.sql.query(`insert into vacations (user_id, start_date, end_date, created_by) values ($1, '2026-07-01', '2026-07-14', $1)`, [id])
      const [{ tid }] = await s.db.sql.query<{ tid: string }>(`insert into transcriptions (user_id, filename) values ($1, 'Byggemøde.wav') returning id as tid`, [id])
      await s.db.sql.query(`insert into transcription_jobs (transcription_id, file_key) values ($1, $2)`, [tid, audio])
      const [{ sid }] = await s.db.sql.query<{ sid: string }>(`select id as sid from session where "userId" = $1 limit 1`, [id])
      await s.db.sql.query(
        `insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth, device_label) values ($1, $2, $3, 'P256DH-SECRET', 'AUTH-SECRET', 'Chrome på Android')`,
        [id, sid, `https://push.example/${id}`],
      )
      // A notice a colleague got because of this person, with the name in its text.
      await s.db.sql.query(`insert into notifications (user_id, kind, title, link, actor_id) values ($1, 'news_comment', $2, '/', $3)`, [
        s.employeeId,
        `${name} kommenterede din nyhed`,
        id,
      ])
      await s.db.sql.query(
        `insert into building_code_reveals (building_id, building_name, code_id, code_type, user_id, user_name) values (gen_random_uuid(), 'Lageret', gen_random_uuid(), 'Port', $1, $2)`,
        [id, name],
      )
      return { id, name, email, cookie, postId, picture, audio }
    }

    const download = async (cookie: string, path = '/api/me/export') => {
      const res = await s.request(path, { cookie })
      expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/zip')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mine-data-\d{4}-\d{2}-\d{2}\.zip"$/)
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
      return { files, data: JSON.parse(strFromU8(files['data.json'])) as PersonalExport }
    }
    const erase = (id: string, cookie = admin) =>
      s.request(`/api/users/${id}/erase`, { method: 'POST', cookie, headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Testbrowser/2.0' } })

    beforeAll(async () => {
      ;({ admin, employee: colleague } = await signInSeeded(s))
    })

    it('covers every column that names a person, and every anonymised one has its step', async () => {
      const referencing = await s.db.sql.query<{ table_name: string; column_name: string }>(
        `select kcu.table_name, kcu.column_name
           from information_schema.table_constraints tc
           join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
           join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
            and ((ccu.table_name = 'user' and ccu.column_name = 'id') or (ccu.table_name = 'profiles' and ccu.column_name = 'user_id'))`,
      )
      const columns = await s.db.sql.query<{ table_name: string; column_name: string }>(
        `select c.table_name, c.column_name from information_schema.columns c
           join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'text'`,
      )
      const found = new Set(['user.id', ...referencing.map((r) => `${r.table_name}.${r.column_name}`)])
      for (const c of columns) if (PERSON_COLUMN_NAME.test(c.column_name)) found.add(`${c.table_name}.${c.column_name}`)
      const covered = new Set(Object.entries(PERSONAL_DATA).flatMap(([table, spec]) => Object.keys(spec.columns).map((column) => `${table}.${column}`)))
      expect([...found].filter((c) => !covered.has(c)).sort(), 'columns naming a person that coverage.ts does not cover').toEqual([])
      expect([...covered].filter((c) => !found.has(c)).sort(), 'coverage.ts names columns that do not exist').toEqual([])

      const anonymised = Object.entries(PERSONAL_DATA).flatMap(([table, spec]) =>
        Object.entries(spec.columns)
          .filter(([, use]) => use.erase === 'anonymise')
          .map(([column]) => `${table}.${column}`),
      )
      expect(Object.keys(ANONYMISERS).sort()).toEqual(anonymised.sort())
    })

    it('exports every row about the signed-in person and their files, without secrets, and logs it', async () => {
      const p = await person()
      const { files, data } = await download(p.cookie)
      expect(data.userId).toBe(p.id)
      const rows = (table: string) => data.tables[table].rows
      expect(rows('user')).toEqual([expect.objectContaining({ id: p.id, email: p.email })])
      expect(rows('profiles')).toEqual([expect.objectContaining({ user_id: p.id, phone: '+45 11 22 33 44', birthday: '1980-05-17', notes: 'Allergisk over for nødder' })])
      expect(rows('posts').map((r) => r.id)).toEqual([p.postId])
      expect(rows('post_comments')).toEqual([expect.objectContaining({ content: 'Min kommentar' })])
      expect(rows('vacations')).toEqual([expect.objectContaining({ start_date: '2026-07-01', end_date: '2026-07-14' })])
      expect(rows('transcriptions')).toEqual([expect.objectContaining({ filename: 'Byggemøde.wav' })])
      expect(rows('building_code_reveals')).toEqual([expect.objectContaining({ building_name: 'Lageret', code_type: 'Port' })])
      expect(rows('session').length).toBeGreaterThan(0)
      expect(rows('account')).toEqual([expect.objectContaining({ providerId: 'credential' })])
      expect(rows('push_subscriptions')).toEqual([expect.objectContaining({ device_label: 'Chrome på Android' })])
      // Secrets and other people's notices stay out.
      const text = strFromU8(files['data.json'])
      for (const secret of ['P256DH-SECRET', 'AUTH-SECRET', `https://push.example/${p.id}`, 'kommenterede din nyhed']) expect(text).not.toContain(secret)
      const [{ token }] = await s.db.sql.query<{ token: string }>(`select token from session where "userId" = $1 limit 1`, [p.id])
      expect(text).not.toContain(token)
      expect(rows('account')[0]).not.toHaveProperty('password')
      // Every covered table has its part, even when empty.
      expect(Object.keys(data.tables).sort()).toEqual(Object.keys(PERSONAL_DATA).sort())

      expect(data.files.map((f) => f.path).sort()).toEqual([`files/${p.audio}`, `files/${p.picture}`].sort())
      expect(Buffer.from(files[`files/${p.picture}`])).toEqual(PICTURE)
      expect(Buffer.from(files[`files/${p.audio}`])).toEqual(AUDIO)

      const entries = await s.db.sql.query<Record<string, unknown>>(`select * from audit_log where action = 'user.exported' and target_id = $1`, [p.id])
      expect(entries).toEqual([expect.objectContaining({ actor_id: p.id, target_type: 'user' })])
    })

    it("gives everyone their own data only: an administrator gets theirs, never someone else's", async () => {
      const p = await person()
      const { data } = await download(admin, `/api/me/export?user=${p.id}&userId=${p.id}`)
      expect(data.userId).toBe(s.adminId)
      expect(JSON.stringify(data)).not.toContain(p.postId)
      expect(JSON.stringify(data)).not.toContain(p.email)
      expect((await s.request('/api/me/export')).status).toBe(401)
      // The audit log names what the administrator did to others, but not the other person's address.
      expect(data.tables.profiles.rows).toEqual([expect.objectContaining({ user_id: s.adminId })])
    })

    it('erases: personal data and files gone, shared records kept as "Slettet bruger", sign-in over, outcome listed', async () => {
      const p = await person()
      const res = await erase(p.id)
      expect(res.status, await res.clone().text()).toBe(200)
      const body = (await res.json()) as { outcome: { kind: string; count: number; text: string }[]; txid: string }
      expect(body.txid).toMatch(/^\d+$/)
      const texts = body.outcome.map((l) => l.text)
      expect(texts).toEqual(
        expect.arrayContaining(['Opslag: 1 anonymiseret', 'Kommentarer: 1 anonymiseret', 'Ferie: 1 slettet', 'Transskriptioner: 1 slettet', 'Push-abonnementer: 1 slettet', 'Filer: 2 slettet']),
      )

      const [profile] = await s.db.sql.query<Record<string, unknown>>(`select * from profiles where user_id = $1`, [p.id])
      expect(profile).toMatchObject({ full_name: ERASED_NAME, name: null, email: null, phone: null, birthday: null, image: null, notes: null, username: null })
      expect(profile.erased_at).not.toBeNull()
      expect(profile.deactivated_at).not.toBeNull()
      const [user] = await s.db.sql.query<{ name: string; email: string; banned: boolean }>(`select name, email, banned from "user" where id = $1`, [p.id])
      expect(user.name).toBe(ERASED_NAME)
      expect(user.email).not.toContain('frede')
      expect(user.banned).toBe(true)

      for (const table of ['account', 'session', 'known_devices']) {
        expect(await s.db.sql.query(`select 1 from "${table}" where "${table === 'known_devices' ? 'user_id' : 'userId'}" = $1`, [p.id]), table).toHaveLength(0)
      }
      for (const table of ['vacations', 'transcriptions', 'push_subscriptions', 'notification_preferences', 'idempotency_keys']) {
        expect(await s.db.sql.query(`select 1 from ${table} where user_id = $1`, [p.id]), table).toHaveLength(0)
      }
      expect(await s.db.sql.query(`select 1 from posts where id = $1 and user_id = $2`, [p.postId, p.id])).toHaveLength(1)
      expect(await s.db.sql.query(`select 1 from post_comments where user_id = $1`, [p.id])).toHaveLength(1)
      expect(await s.storage.size(p.picture)).toBeNull()
      expect(await s.storage.size(p.audio)).toBeNull()

      // The name is gone from logs and from the notices others got.
      const [reveal] = await s.db.sql.query<{ user_name: string }>(`select user_name from building_code_reveals where user_id = $1`, [p.id])
      expect(reveal.user_name).toBe(ERASED_NAME)
      // The reveal log's exception is that one column, to that one value.
      await expect(
        s.db.sql.query(`update building_code_reveals set code_type = 'Dør', user_name = $2 where user_id = $1`, [p.id, ERASED_NAME]),
      ).rejects.toThrow(/append-only/)
      const [notice] = await s.db.sql.query<{ title: string }>(`select title from notifications where actor_id = $1`, [p.id])
      expect(notice.title).toBe(`${ERASED_NAME} kommenterede din nyhed`)
      const audit = await s.db.sql.query<Record<string, unknown>>(`select * from audit_log where target_id = $1 or actor_id = $1`, [p.id])
      expect(JSON.stringify(audit)).not.toContain(p.name)
      expect(JSON.stringify(audit)).not.toContain(p.email)
      const erased = audit.find((e) => e.action === 'user.erased')!
      expect(erased).toMatchObject({ actor_id: s.adminId, target_type: 'user', target_label: ERASED_NAME, ip: '203.0.113.9' })
      expect(erased.details).toMatchObject({ erased: expect.objectContaining({ 'posts.anonymised': 1 }), files: 2 })

      // Sign-in is over, with the password and the old session alike.
      const signIn = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: p.email, password: TEST_PASSWORD } })
      expect(signIn.status).not.toBe(200)
      expect((await s.request('/api/me/export', { cookie: p.cookie })).status).toBe(401)

      // A colleague's browser gets the anonymised profile row, not the old one.
      const shape = await s.request('/api/shapes/profiles?offset=-1', { cookie: colleague })
      const people = ((await shape.json()) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!)
      expect(people.find((r) => r.user_id === p.id)).toMatchObject({ full_name: ERASED_NAME, phone: null, image: null, email: null })
    })

    it('only administrators erase, never themselves; an unknown id is a Danish 404; twice is refused; an erased person stays erased', async () => {
      const p = await person()
      const byEmployee = await erase(p.id, colleague)
      expect(byEmployee.status).toBe(403)
      expect((await s.request(`/api/users/${p.id}/erase`, { method: 'POST' })).status).toBe(401)
      const self = await erase(s.adminId)
      expect(self.status).toBe(403)
      expect(await self.json()).toEqual({ error: 'Du kan ikke slette din egen bruger' })
      const before = await s.db.sql.query('select id from audit_log')
      for (const id of ['ingen-saadan-bruger', 'ikke gyldig!']) {
        const missing = await erase(encodeURIComponent(id))
        expect(missing.status).toBe(404)
        expect(await missing.json()).toEqual({ error: 'Brugeren blev ikke fundet' })
      }
      expect(await s.db.sql.query('select id from audit_log')).toHaveLength(before.length)
      expect(await s.db.sql.query(`select full_name from profiles where user_id = $1`, [p.id])).toEqual([{ full_name: p.name }])

      expect((await erase(p.id)).status).toBe(200)
      const again = await erase(p.id)
      expect(again.status).toBe(409)
      expect(await again.json()).toEqual({ error: 'Brugeren er allerede slettet' })
      const reactivate = await s.request(`/api/users/${p.id}/reactivate`, { method: 'POST', cookie: admin })
      expect(reactivate.status).toBe(409)
      const password = await s.request(`/api/users/${p.id}/password`, { method: 'POST', cookie: admin, json: { password: 'ny-adgangskode-1' } })
      expect(password.status).toBe(409)
      expect(await s.db.sql.query(`select 1 from account where "userId" = $1`, [p.id])).toHaveLength(0)
    })
  })
}
