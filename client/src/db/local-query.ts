// The pages' query builder: Kysely over the local database's type (local-types.ts), used only to
// compile. `.compile()` gives { sql, parameters } with the row type attached, and useLiveQuery
// runs it through the local live queries (live-query.ts); nothing here opens a connection.
// A column or table name that sync/schema does not have is a type error, and so is reading a
// field the query did not select.
//
// Kysely's code is a chunk of its own (query-builder.ts), loaded while the saved query snapshots
// are read, before any page renders (local-db-provider.tsx), so the home page's folders build
// their queries with it too; the start stages and the sign-in page do without it. index.html
// modulepreloads it beside the start stages (build/preload-start.ts): it downloads with them,
// not one round trip after them. localQuery and sql stand for Kysely's own once it is loaded;
// this module imports Kysely's types only (the linter holds every other module to that too).
import type { CompiledQuery, Kysely, sql as kyselySql } from 'kysely'
import { personNameSql, profileNameSql } from '../../../sync/person-name'
import type { LocalDatabase } from './local-types'

type QueryBuilder = typeof import('./query-builder')

let loaded: QueryBuilder | undefined
let loading: Promise<void> | undefined

/** Loads the query builder, once; the pages render after it (local-db-provider.tsx). */
export function loadQueryBuilder(): Promise<void> {
  loading ??= import('./query-builder').then(
    (module) => {
      loaded = module
    },
    (error: unknown) => {
      // Asked again next time: a failed chunk download (offline, a new deploy) may come later.
      loading = undefined
      throw error
    },
  )
  return loading
}

function builder(): QueryBuilder {
  if (!loaded) throw new Error('localQuery: the query builder is not loaded yet (loadQueryBuilder)')
  return loaded
}

/** A member of Kysely's object, its methods bound to it (Kysely keeps its state in private fields). */
function member(target: object, key: string | symbol): unknown {
  const value: unknown = Reflect.get(target, key)
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
}

export const localQuery = new Proxy({} as Kysely<LocalDatabase>, { get: (_, key) => member(builder().builder, key) })

/** Kysely's sql template tag (and sql.raw, sql.ref, …), for what the builder cannot say. */
export const sql = new Proxy((() => {}) as unknown as typeof kyselySql, {
  apply: (_, __, args: Parameters<typeof kyselySql>) => builder().sql(...args),
  get: (_, key) => member(builder().sql, key),
})

/** The row type of a compiled query, for the components that take its rows as props. */
export type QueryRow<Q> = Q extends CompiledQuery<infer R> ? R : never

/** A person's name as the pages show it (sync/person-name.ts), over the profiles row `alias`; null without any. */
export const knownName = (alias: string) => sql<string | null>`${sql.raw(profileNameSql(alias))}`

/** knownName, else 'Ukendt bruger'. */
export const personName = (alias: string) => sql<string>`${sql.raw(personNameSql(alias))}`

/**
 * The author of a post, news item or comment, from the profiles row joined as `pr`: what the
 * avatar, the name and the former-employee mark need. Null while the author has no profile here.
 */
export const AUTHOR_COLUMNS = [
  'pr.full_name as author_full_name',
  'pr.name as author_short_name',
  'pr.email as author_email',
  'pr.image as author_image',
  'pr.color as author_color',
  'pr.deactivated_at as author_deactivated_at',
] as const
