// The SQL that pages the birthday widget must order colleagues exactly as the days until
// their birthday do, across the turn of the year and around 29 February.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { ensureLocalSchema } from '../../db/local-schema-init'
import { daysUntilBirthday, monthDay, NEAREST_BIRTHDAYS_SQL } from './days-until-birthday'

let db: PGlite
const BIRTHDAYS = ['01-01', '02-28', '02-29', '03-01', '06-15', '06-16', '12-31', 'bad', '13-45x']

beforeAll(async () => {
  db = await PGlite.create()
  await ensureLocalSchema(db)
  for (const [i, b] of BIRTHDAYS.entries()) {
    await db.query(`insert into profiles (user_id, full_name, role, birthday_day) values ($1, $2, 'user', $3)`, [`u${i}`, `P ${b}`, b])
  }
  await db.query(`insert into profiles (user_id, full_name, role) values ('none', 'Uden dag', 'user')`)
  // A leaver's birthday is not celebrated in the widget.
  await db.query(`insert into profiles (user_id, full_name, role, birthday_day, deactivated_at) values ('gone', 'Gået', 'user', '06-15', now())`)
})
afterAll(() => db.close())

const nearest = async (today: Date, limit = 100) =>
  (await db.query<{ birthday: string }>(`${NEAREST_BIRTHDAYS_SQL} limit $2`, [monthDay(today), limit])).rows.map((r) => r.birthday)

describe('nearest birthdays in SQL', () => {
  for (const day of ['2027-06-15', '2027-02-28', '2028-02-29', '2027-03-01', '2027-12-31', '2028-01-01']) {
    it(`orders by days until the birthday on ${day}`, async () => {
      const today = new Date(`${day}T12:00:00`)
      const order = await nearest(today)
      const days = order.map((b) => daysUntilBirthday(b, today)!)
      expect(days).toEqual([...days].sort((a, b) => a - b))
      expect(order).toHaveLength(7) // no birthday, not a 'MM-DD', or deactivated: left out
    })
  }

  it('a page holds the nearest ones only', async () => {
    expect(await nearest(new Date('2027-06-15T12:00:00'), 3)).toEqual(['06-15', '06-16', '12-31'])
  })
})
