// Site crews on both databases: an administrator creates a person without an e-mail address
// who signs in with a username or phone number (same password rules), and sets a new password
// for them. The stand-in e-mail address is never shown nor mailed.
import { beforeAll, describe, expect, it } from 'vitest'
import { cookieHeaderOf } from '../../test/app'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const crew = (over: Record<string, unknown> = {}) => ({ username: 'kran.kurt', password: 'stillads1', name: 'Kurt', full_name: 'Kurt Kranfører', role: 'user', ...over })

export function siteCrewsSuite(label: string, makeServer: ServerFactory) {
  describe(`site crews (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    const create = (json: unknown, cookie = admin) => s.request('/api/users', { method: 'POST', cookie, json })
    const signInByName = (username: string, password: string) =>
      s.request('/api/auth/sign-in/username', { method: 'POST', json: { username, password } })

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
    })

    it('an admin creates a crew member by phone number; they sign in with it; no e-mail is shown or mailed', async () => {
      const res = await create(crew({ username: ' +45 12 34 56 78 ', email: '' }))
      expect(res.status, await res.clone().text()).toBe(201)
      const { user } = (await res.json()) as { user: { id: string; email: string | null; username: string } }
      expect(user).toMatchObject({ email: null, username: '+4512345678' })
      const [account] = await s.db.sql.query<{ email: string }>('select email from "user" where id = $1', [user.id])
      expect(account.email).toMatch(/@brugernavn\.invalid$/)
      const [profile] = await s.db.sql.query<Record<string, unknown>>('select email, username, full_name from profiles where user_id = $1', [user.id])
      expect(profile).toEqual({ email: null, username: '+4512345678', full_name: 'Kurt Kranfører' })

      const signedIn = await signInByName('+45 12345678', 'stillads1')
      expect(signedIn.status, await signedIn.clone().text()).toBe(200)
      const me = await s.request('/api/shapes/my_profile?offset=-1', { cookie: cookieHeaderOf(signedIn) })
      expect(me.status).toBe(200)
      const wrong = await signInByName('+4512345678', 'forkert-kode')
      expect(wrong.status).toBe(401)
      expect((await wrong.json()).message).toBe('Forkert brugernavn eller adgangskode')

      // Nothing is mailed to the stand-in address, whoever asks for a reset link.
      s.logs.length = 0
      const reset = await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email: account.email } })
      expect(reset.status).toBe(200)
      await expect.poll(() => s.logs.join('\n')).toContain('not sent')
      expect(s.logs.join('\n')).not.toContain('brugernavn.invalid')
      const invite = await s.request(`/api/users/${user.id}/invite`, { method: 'POST', cookie: admin, json: {} })
      expect(invite.status).toBe(400)
      expect(await invite.json()).toEqual({ error: 'Brugeren har ingen e-mailadresse. Sæt en ny adgangskode i stedet.' })
    })

    it.each([
      ['neither e-mail nor username', crew({ username: '' }), 400, 'E-mail er påkrævet'],
      ['a too short username', crew({ username: 'ab' }), 400, 'Brugernavnet skal være 3-30 tegn: bogstaver, tal, punktum, bindestreg eller understregning (eller et telefonnummer)'],
      ['a username with other characters', crew({ username: 'kurt@plads' }), 400, 'Brugernavnet skal være 3-30 tegn: bogstaver, tal, punktum, bindestreg eller understregning (eller et telefonnummer)'],
      ['the same password rules', crew({ username: 'kort.kode', password: '12345' }), 400, 'Adgangskoden skal mindst bestå af 6 tegn'],
      ['an invitation without e-mail', crew({ username: 'inviteret', password: undefined, invite: true }), 400, 'En invitation kræver en e-mailadresse'],
      ['a username in use', crew({ username: 'KRAN.KURT' }), 409, 'Brugernavnet er allerede i brug'],
    ])('refuses %s with a Danish message and writes nothing', async (_name, json, status, message) => {
      if (message === 'Brugernavnet er allerede i brug') expect((await create(crew())).status).toBe(201)
      const before = await s.db.sql.query('select id from "user"')
      const res = await create(json)
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error: message })
      expect(await s.db.sql.query('select id from "user"')).toHaveLength(before.length)
    })

    it('an admin sets a new password: old sessions end, the new one works, the log has it; only admins may', async () => {
      const { user } = (await (await create(crew({ username: 'murer.mads' }))).json()) as { user: { id: string } }
      const old = cookieHeaderOf(await signInByName('murer.mads', 'stillads1'))
      const set = (json: unknown, cookie = admin) =>
        s.request(`/api/users/${user.id}/password`, { method: 'POST', cookie, json, headers: { 'user-agent': 'Admin/1' } })
      const denied = await set({ password: 'overtaget1' }, employee)
      expect(denied.status).toBe(403)
      expect((await signInByName('murer.mads', 'overtaget1')).status).toBe(401)
      const short = await set({ password: '123' })
      expect(short.status).toBe(400)
      expect(await short.json()).toEqual({ error: 'Adgangskoden skal mindst bestå af 6 tegn' })

      expect((await set({ password: 'ny-kode-1' })).status).toBe(200)
      expect((await s.request('/api/shapes/events?offset=-1', { cookie: old })).status).toBe(401)
      expect((await signInByName('murer.mads', 'stillads1')).status).toBe(401)
      expect((await signInByName('murer.mads', 'ny-kode-1')).status).toBe(200)
      const [entry] = await s.db.sql.query<Record<string, unknown>>(`select * from audit_log where action = 'user.password_set' and target_id = $1`, [user.id])
      expect(entry).toMatchObject({ actor_id: s.adminId, target_label: 'Kurt Kranfører', user_agent: 'Admin/1' })
    })

    it('a deactivated crew member cannot sign in by username either', async () => {
      const { user } = (await (await create(crew({ username: 'gaaet.hjem' }))).json()) as { user: { id: string } }
      expect((await s.request(`/api/users/${user.id}/deactivate`, { method: 'POST', cookie: admin })).status).toBe(200)
      const res = await signInByName('gaaet.hjem', 'stillads1')
      expect(res.status).toBe(403)
      expect((await res.json()).message).toBe('Din konto er deaktiveret. Kontakt en administrator.')
    })
  })
}
