// A guard is ANDed onto `where id = ?`: an `x or y` rule must stay in its parentheses, or
// `id = ? and approved or user_id = ?` reads every approved row (found here: an author's
// edit once read another post's images). Checked on real PGlite through Kysely.
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { PGliteDialect } from '../../../sync/pglite-dialect'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newsRules } from '../../../sync/permissions/news'
import { postRules } from '../../../sync/permissions/posts'
import type { Viewer } from '../../../sync/rules'

let pglite: PGlite
let db: Kysely<any>
beforeAll(async () => {
  pglite = await PGlite.create()
  db = new Kysely({ dialect: new PGliteDialect({ pglite }) })
  await pglite.exec(`create table posts (id int primary key, user_id text, approved boolean)`)
  await pglite.exec(`insert into posts values (1, 'u1', false), (2, 'u2', true), (3, 'u1', true), (4, 'u3', false)`)
})
afterAll(async () => pglite.close())

const viewers: Viewer[] = [
  { id: 'u1', role: 'user' },
  { id: 'u2', role: 'user' },
  { id: 'a1', role: 'admin' },
]

it.each([
  ['postRules.read', postRules.read],
  ['postRules.update', postRules.update],
  ['newsRules.update', newsRules.update],
])('%s narrows a single-row where, never widens it', async (_name, rule) => {
  for (const viewer of viewers) {
    for (const id of [1, 2, 3, 4]) {
      const rows = await db.selectFrom('posts').select('id').where('id', '=', id).where(rule.toKysely(viewer) as any).execute()
      expect(rows.map((r) => r.id).filter((x) => x !== id), `${viewer.id} on ${id}`).toEqual([])
    }
  }
})
