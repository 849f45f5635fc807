// The building pages' local queries: buildings, codes (never values), grants and the reveal
// log. Built on the local database's type, so the rows' types follow sync/schema.
import { localQuery, personName, type QueryRow } from '@/db/local-query'

/** Every building, by name, with how many active codes it has. */
export const buildingsQuery = () =>
  localQuery
    .selectFrom('buildings as b')
    .leftJoin('building_codes as c', (join) => join.onRef('c.building_id', '=', 'b.id').on('c.is_active', '=', true))
    .select(['b.id', 'b.name', 'b.address', 'b.description'])
    .select((eb) => eb.fn.count<number>('c.id').as('active_codes'))
    .groupBy('b.id')
    .orderBy((eb) => eb.fn('lower', ['b.name']))
    .orderBy('b.id')
    .compile()
export type BuildingRow = QueryRow<ReturnType<typeof buildingsQuery>>

/** A building's codes, active first. The last valid day stays the form's 'YYYY-MM-DD'. */
export const buildingCodesQuery = (buildingId: string) =>
  localQuery
    .selectFrom('building_codes')
    .select(['id', 'building_id', 'code_type', 'description', 'is_active'])
    .select((eb) => eb.cast<string | null>('valid_until', 'text').as('valid_until'))
    .where('building_id', '=', buildingId)
    .orderBy('is_active', 'desc')
    .orderBy((eb) => eb.fn('lower', ['code_type']))
    .orderBy('id')
    .compile()
export type CodeRow = QueryRow<ReturnType<typeof buildingCodesQuery>>

/** The buildings this user holds an active grant to (their grants are synced only to them). */
export const myGrantsQuery = (userId: string) =>
  localQuery
    .selectFrom('building_access')
    .select('building_id')
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .compile()

/** Who holds an active grant to the building, by name. */
export const buildingAccessQuery = (buildingId: string) =>
  localQuery
    .selectFrom('building_access as a')
    .leftJoin('profiles as p', 'p.user_id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.granted_at', personName('p').as('user_name')])
    .where('a.building_id', '=', buildingId)
    .where('a.is_active', '=', true)
    .orderBy((eb) => eb.fn('lower', [personName('p')]))
    .orderBy('a.id')
    .compile()
export type AccessRow = QueryRow<ReturnType<typeof buildingAccessQuery>>

/** People who could be given access: everyone without an active grant to the building. */
export const grantablePeopleQuery = (buildingId: string) =>
  localQuery
    .selectFrom('profiles as p')
    .select(['p.user_id', personName('p').as('name')])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('building_access as a')
            .select('a.id')
            .where('a.building_id', '=', buildingId)
            .whereRef('a.user_id', '=', 'p.user_id')
            .where('a.is_active', '=', true),
        ),
      ),
    )
    .orderBy((eb) => eb.fn('lower', [personName('p')]))
    .orderBy('p.user_id')
    .compile()

/**
 * The latest reveals, newest first. The revealer's current name while they have a profile,
 * else the name the log kept when they looked.
 */
export const revealLogQuery = (buildingId: string, limit: number) =>
  localQuery
    .selectFrom('building_code_reveals as r')
    .leftJoin('profiles as p', 'p.user_id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.code_type',
      'r.revealed_at',
      eb.fn
        .coalesce(
          eb.case().when('p.user_id', 'is not', null).then(personName('p')).end(),
          'r.user_name',
          eb.val('Ukendt bruger'),
        )
        .as('user_name'),
    ])
    .where('r.building_id', '=', buildingId)
    .orderBy('r.revealed_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .compile()
