// The user administration's local queries: the synced public profiles, searched and paged in
// SQL (a firm of 2,000 must not load 2,000 table rows), and how many match.
import type { ExpressionBuilder } from 'kysely'
import { knownName, localQuery, type QueryRow } from '@/db/local-query'
import type { LocalDatabase } from '@/db/local-types'

/** The lower-cased search text anywhere in the names, e-mail or username; strpos needs no escaping of % or _. */
const matching = (eb: ExpressionBuilder<LocalDatabase, 'profiles'>, term: string) =>
  eb(eb.fn('strpos', [eb.fn('lower', [eb.fn('concat_ws', [eb.val(' '), 'full_name', 'name', 'email', 'username'])]), eb.val(term)]), '>', 0)

const searchTerm = (search: string) => search.trim().toLowerCase()

/** `search` as typed, matched case-blind; by name, blank names missing (the paged list adds its limit). */
export function usersQuery(search: string) {
  const term = searchTerm(search)
  return localQuery
    .selectFrom('profiles')
    .select(['user_id', 'email', 'username', 'full_name', 'name', 'role', 'image', 'color', 'created_at', 'deactivated_at', 'erased_at'])
    .$if(term !== '', (query) => query.where((eb) => matching(eb, term)))
    .orderBy((eb) => eb.fn('lower', [knownName('profiles')]))
    .orderBy('user_id')
    .compile()
}
export type UserRow = QueryRow<ReturnType<typeof usersQuery>>

export function userCountQuery(search: string) {
  const term = searchTerm(search)
  return localQuery
    .selectFrom('profiles')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .$if(term !== '', (query) => query.where((eb) => matching(eb, term)))
    .compile()
}
