// The name a person is shown by, written once for the browser's and the server's SQL alike:
// the profile's full name, else its short name (a blank name counts as missing), else what
// the query has to hand — by default the profile's e-mail. Null when none of them is there.

export const UNKNOWN_PERSON = 'Ukendt bruger'

/** Over the profiles row `alias` (a table alias, or `profiles` itself); `orElse` is SQL. */
export const profileNameSql = (alias: string, orElse = `nullif(${alias}.email, '')`) =>
  `coalesce(nullif(trim(${alias}.full_name), ''), nullif(trim(${alias}.name), ''), ${orElse})`

/** profileNameSql, else 'Ukendt bruger': for a row that must name someone. */
export const personNameSql = (alias: string) => `coalesce(${profileNameSql(alias)}, '${UNKNOWN_PERSON}')`
