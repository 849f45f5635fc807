// GDPR in the shapes, column by column: every column of profiles is checked for what a
// colleague, the person themself and an admin receive, through the real shape proxy.
import { beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../../../sync/schema'
import { PRIVATE_PROFILE_COLUMNS } from '../../../sync/shapes/people'
import { shapeNames } from '../../../sync/shapes'
import { TEST_ADMIN, TEST_EMPLOYEE } from '../../test/app'
import { useTestServer, type ServerFactory } from '../../test/suite-server'

/** A distinct, searchable value for every text-like column of the admin's profile. */
const MARKERS: Record<string, string> = {
  full_name: 'Markør Fuldnavn',
  name: 'MarkørKort',
  title: 'Markør Titel',
  birthday: '1971-07-17',
  image: '/api/files/markor-billede',
  phone: '+45 70 70 70 71',
  address: 'Markørvej 17',
  city: 'Markørby',
  postal_code: '9999',
  country: 'Markørland',
  emergency_contact_name: 'Markør Nødkontakt',
  emergency_contact_phone: '+45 70 70 70 72',
  certifications: 'Markør Certifikat',
  qr_code: 'markorqrkode1234567890',
  color: '#123457',
  notes: 'Markør privat note',
}

export function privacySuite(label: string, makeServer: ServerFactory) {
  describe(`profile privacy in the shapes (${label})`, () => {
    const s = useTestServer(makeServer)
    let employee: string
    let admin: string
    const fetchAll = async (cookie: string) => {
      const out: Record<string, { body: string; rows: Record<string, unknown>[] }> = {}
      for (const name of shapeNames) {
        const res = await s.request(`/api/shapes/${name}?offset=-1`, { cookie })
        expect(res.status, name).toBe(200)
        const body = await res.text()
        out[name] = { body, rows: (JSON.parse(body) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!) }
      }
      return out
    }

    beforeAll(async () => {
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
      admin = await s.cookieFor(TEST_ADMIN.email)
      const { certifications, ...plain } = MARKERS
      const sets = Object.keys(plain).map((k, i) => `${k} = $${i + 2}`)
      await s.db.sql.query(
        `update profiles set ${sets.join(', ')}, certifications = $${sets.length + 2}::jsonb where user_id = $1`,
        [s.adminId, ...Object.values(plain), JSON.stringify([{ name: certifications, issueDate: '2024-01-01' }])],
      )
      // Before any shape is read: a shape's first answer is its snapshot.
      await s.db.sql.query(`update profiles set emergency_contact_name = 'Erik Nød', address = 'Eriksvej 2' where user_id = $1`, [s.employeeId])
    })

    it('the marker list covers every column of profiles', () => {
      // birthday_day is derived from birthday by the database, not set; deactivated_at,
      // erased_at and username come from the account (a deactivation, an erasure, a site crew's
      // sign-in name) and department_id from the directory, all public on purpose
      // (users/leavers.suite.ts, personal-data/personal-data.suite.ts, users/site-crews.suite.ts,
      // scim/scim-departments.suite.ts).
      const columns = Object.keys(profiles.columns).filter(
        (c) =>
          !['user_id', 'email', 'role', 'created_at', 'birthday_day', 'deactivated_at', 'erased_at', 'username', 'department_id'].includes(c),
      )
      expect(Object.keys(MARKERS).sort()).toEqual(columns.sort())
    })

    it("a colleague receives exactly the public columns of someone else's profile, in no shape anything private", async () => {
      const all = await fetchAll(employee)
      for (const column of Object.keys(profiles.columns)) {
        const isPrivate = PRIVATE_PROFILE_COLUMNS.includes(column)
        const row = all.profiles.rows.find((r) => r.user_id === s.adminId)!
        expect(column in row, column).toBe(!isPrivate)
        const marker = MARKERS[column]
        if (!marker) continue
        for (const [name, { body }] of Object.entries(all)) {
          if (isPrivate) expect(body.includes(marker), `${column} leaked in ${name}`).toBe(false)
        }
        if (!isPrivate) expect(all.profiles.body.includes(marker), column).toBe(true)
      }
      expect(all.profile_details.rows).toEqual([])
      expect(all.my_profile.rows.map((r) => r.user_id)).toEqual([s.employeeId])
      // The birthday widget gets the day, never the year.
      expect(all.profiles.rows.find((r) => r.user_id === s.adminId)!.birthday_day).toBe('07-17')
      expect(all.profiles.body.includes('1971')).toBe(false)
    })

    it('the person themself receives every column of their own profile', async () => {
      const me = await s.cookieFor(TEST_ADMIN.email)
      const all = await fetchAll(me)
      const [row] = all.my_profile.rows
      expect(Object.keys(row).sort()).toEqual(Object.keys(profiles.columns).sort())
      for (const [column, marker] of Object.entries(MARKERS)) expect(all.my_profile.body.includes(marker), column).toBe(true)
    })

    it("an admin receives colleagues' private columns (emergency contact, address, QR) in profile_details", async () => {
      const all = await fetchAll(admin)
      const row = all.profile_details.rows.find((r) => r.user_id === s.employeeId)!
      expect(Object.keys(row).sort()).toEqual(['user_id', ...PRIVATE_PROFILE_COLUMNS].sort())
      expect(row).toMatchObject({ emergency_contact_name: 'Erik Nød', address: 'Eriksvej 2' })
      expect(row.qr_code).toMatch(/^[0-9a-f]{32}$/)
    })
  })
}
