// A table's row type for Kysely from its synced row type: the columns the database fills in
// itself (ids, timestamps, defaults) become optional on insert.
import type { Generated } from 'kysely'

export type WithDefaults<Row, K extends keyof Row> = { [P in keyof Row]: P extends K ? Generated<Row[P]> : Row[P] }
