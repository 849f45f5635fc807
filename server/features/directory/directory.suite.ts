// Contacts, categories and ratings on both databases: who may do what (creator or admin
// edits a contact, admins delete categories, one rating per user), the input rules
// (full_name required, https:// prefixing, 1-5 stars) and nothing written on a refusal.
import { beforeAll, describe, expect, it } from 'vitest'
import { signInSeeded, useTestServer, type ServerFactory } from '../../test/suite-server'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

export function directorySuite(label: string, makeServer: ServerFactory) {
  describe(`directory API (${label})`, () => {
    const s = useTestServer(makeServer)
    let admin: string
    let employee: string
    let colleague: string
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          ['contacts', 'contact_categories', 'contact_ratings'].map((t) => s.db.sql.query(`select * from ${t} order by id`)),
        ),
      )
    const call = (method: string, path: string, cookie: string, json?: unknown) =>
      s.request(`/api/directory${path}`, { method, cookie, json })
    const addContact = async (json: Record<string, unknown>, cookie = employee) => {
      const res = await call('POST', '/contacts', cookie, json)
      expect(res.status, await res.clone().text()).toBe(201)
      return (await res.json()) as { contact: Record<string, any>; txid: string }
    }

    beforeAll(async () => {
      ;({ admin, employee } = await signInSeeded(s))
      await s.auth.api.createUser({ body: { email: 'kollega@test.dk', password: 'kollega-kode', name: 'Kim Kollega', role: 'user' } })
      colleague = await s.cookieFor('kollega@test.dk', 'kollega-kode')
    })

    it('any signed-in user adds a contact; a bare company URL gets https://', async () => {
      const { contact, txid } = await addContact({
        full_name: '  Karsten Bjerre ',
        company: 'Vestegnens Stillads ApS',
        company_url: 'vestegnens-stillads.dk',
        email: 'KB@Vestegnens-Stillads.dk',
        category: 'Samarbejdspartnere',
      })
      expect(txid).toMatch(/^\d+$/)
      expect(contact).toMatchObject({
        full_name: 'Karsten Bjerre',
        company_url: 'https://vestegnens-stillads.dk',
        email: 'kb@vestegnens-stillads.dk',
        category: 'Samarbejdspartnere',
        created_by: s.employeeId,
      })
      expect(contact.color).toMatch(/^#[0-9a-f]{6}$/)
      const kept = await addContact({ full_name: 'Pia', company_url: 'http://lindholm.dk' })
      expect(kept.contact.company_url).toBe('http://lindholm.dk')
    })

    it.each([
      ['no full_name', { company: 'Firma' }, 'Navn er påkrævet'],
      ['a blank full_name', { full_name: '   ' }, 'Navn er påkrævet'],
      ['a bad e-mail', { full_name: 'A', email: 'ikke mail' }, 'Ugyldig e-mailadresse'],
      ['a URL that is no URL', { full_name: 'A', company_url: 'javascript:alert(1)' }, 'Ugyldig webadresse'],
      ['an unknown category', { full_name: 'A', category: 'Findes ikke' }, 'Kategorien findes ikke'],
      ['a malformed id', { id: 'abc', full_name: 'A' }, 'Ugyldigt id'],
    ])('a contact with %s → 400, nothing written', async (_n, json, message) => {
      const before = await snapshot()
      const res = await call('POST', '/contacts', employee, json)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(await snapshot()).toBe(before)
    })

    it("the creator or an admin edits and deletes a contact; a colleague gets 403 and changes nothing", async () => {
      const { contact } = await addContact({ full_name: 'Ole Friis', phone: '+45 44 97 30 12' })
      const before = await snapshot()
      const denied = await call('PATCH', `/contacts/${contact.id}`, colleague, { full_name: 'Hacket' })
      expect(denied.status).toBe(403)
      expect((await call('DELETE', `/contacts/${contact.id}`, colleague)).status).toBe(403)
      expect(await snapshot()).toBe(before)

      const own = await call('PATCH', `/contacts/${contact.id}`, employee, { company_url: 'friis-el.dk' })
      expect(own.status).toBe(200)
      expect((await own.json()).contact).toMatchObject({ full_name: 'Ole Friis', phone: '+45 44 97 30 12', company_url: 'https://friis-el.dk' })
      expect((await call('PATCH', `/contacts/${contact.id}`, admin, { notes: 'Tjekket af kontoret' })).status).toBe(200)
      expect((await call('PATCH', `/contacts/${contact.id}`, employee, { full_name: '' })).status).toBe(400)
      expect((await call('DELETE', `/contacts/${contact.id}`, admin)).status).toBe(200)
      expect((await call('DELETE', `/contacts/${contact.id}`, admin)).status).toBe(404)
      expect((await call('PATCH', `/contacts/not-a-uuid`, admin, { full_name: 'x' })).status).toBe(404)
      expect((await call('PATCH', `/contacts/${UNKNOWN}`, admin, { full_name: 'x' })).status).toBe(404)
    })

    it('categories: anyone creates, the creator renames (its contacts follow), only admins delete', async () => {
      const res = await call('POST', '/categories', employee, { name: ' VVS ', description: 'Vand og varme' })
      expect(res.status).toBe(201)
      const { category } = await res.json()
      expect(category).toMatchObject({ name: 'VVS', description: 'Vand og varme', created_by: s.employeeId })
      const { contact } = await addContact({ full_name: 'Mads VVS', category: 'VVS' }, colleague)

      expect((await call('POST', '/categories', colleague, { name: 'vvs' })).status).toBe(409)
      expect((await call('POST', '/categories', colleague, { name: 'Medarbejdere' })).status).toBe(400)
      expect((await call('POST', '/categories', colleague, { name: '  ' })).status).toBe(400)
      expect((await call('PATCH', `/categories/${category.id}`, colleague, { name: 'Mine' })).status).toBe(403)

      const renamed = await call('PATCH', `/categories/${category.id}`, employee, { name: 'VVS og sanitet' })
      expect(renamed.status).toBe(200)
      const [moved] = await s.db.sql.query<{ category: string }>('select category from contacts where id = $1', [contact.id])
      expect(moved.category).toBe('VVS og sanitet')

      const before = await snapshot()
      const denied = await call('DELETE', `/categories/${category.id}`, employee)
      expect(denied.status).toBe(403)
      expect(await denied.json()).toEqual({ error: 'Kun administratorer kan slette kategorier' })
      expect(await snapshot()).toBe(before)
      expect((await call('DELETE', `/categories/${category.id}`, admin)).status).toBe(200)
      const [orphan] = await s.db.sql.query<{ category: string | null }>('select category from contacts where id = $1', [contact.id])
      expect(orphan.category).toBeNull()
    })

    it('ratings: one per user per contact, editable, 1-5 with 5 as default', async () => {
      const { contact } = await addContact({ full_name: 'Torben Winther' })
      const first = await call('PUT', `/contacts/${contact.id}/rating`, employee, { comment: 'God til kloak' })
      expect(first.status).toBe(200)
      expect((await first.json()).rating).toMatchObject({ rating: 5, comment: 'God til kloak', user_id: s.employeeId })
      const again = await call('PUT', `/contacts/${contact.id}/rating`, employee, { rating: 3, comment: '' })
      expect((await again.json()).rating).toMatchObject({ rating: 3, comment: null })
      await call('PUT', `/contacts/${contact.id}/rating`, colleague, { rating: 4 })
      const rows = await s.db.sql.query<{ user_id: string; rating: number }>(
        'select user_id, rating from contact_ratings where contact_id = $1 order by rating',
        [contact.id],
      )
      expect(rows).toEqual([
        { user_id: s.employeeId, rating: 3 },
        { user_id: expect.any(String), rating: 4 },
      ])

      const before = await snapshot()
      for (const rating of [0, 6, 2.5, '5', null]) {
        const res = await call('PUT', `/contacts/${contact.id}/rating`, colleague, { rating })
        expect(res.status, String(rating)).toBe(400)
        expect(await res.json()).toEqual({ error: 'Vælg mellem 1 og 5 stjerner' })
      }
      expect((await call('PUT', `/contacts/${UNKNOWN}/rating`, colleague, { rating: 2 })).status).toBe(404)
      expect(await snapshot()).toBe(before)

      expect((await call('DELETE', `/contacts/${contact.id}/rating`, colleague)).status).toBe(200)
      expect((await call('DELETE', `/contacts/${contact.id}/rating`, colleague)).status).toBe(404)
      // Deleting the contact takes its ratings along.
      await call('DELETE', `/contacts/${contact.id}`, admin)
      expect(await s.db.sql.query('select 1 from contact_ratings where contact_id = $1', [contact.id])).toHaveLength(0)
    })

    it('signed out: 401 everywhere, nothing written', async () => {
      const before = await snapshot()
      for (const [method, path] of [['POST', '/contacts'], ['PATCH', `/contacts/${UNKNOWN}`], ['POST', '/categories'], ['PUT', `/contacts/${UNKNOWN}/rating`]]) {
        const res = await s.request(`/api/directory${path}`, { method, json: { full_name: 'x', name: 'x', rating: 3 } })
        expect(res.status, path).toBe(401)
      }
      expect(await snapshot()).toBe(before)
    })
  })
}
