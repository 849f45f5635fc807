// better-auth's Kysely adapter declares PostgreSQL "supports dates" and so expects Date objects
// back, but sync/engine/database.ts deliberately returns timestamps as text (for the API and the
// sync stream). This plugin, used only on better-auth's own Kysely handle, turns the auth
// tables' timestamp columns back into Dates; a string `expiresAt` would make every expiry
// comparison silently false.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'

const DATE_COLUMNS = new Set([
  'createdAt',
  'updatedAt',
  'expiresAt',
  'banExpires',
  'accessTokenExpiresAt',
  'refreshTokenExpiresAt',
])

const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:?\d\d)?|Z)?$/

export function toDate(text: string): Date | string {
  if (!PG_TIMESTAMP.test(text)) return text
  const iso = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? text : date
}

export class AuthDatesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key]
        if (typeof value === 'string' && DATE_COLUMNS.has(key)) row[key] = toDate(value)
      }
    }
    return args.result
  }
}
