// Every synced table, one module per feature. Add a feature's module here and to
// syncedTables; the schema-agreement test then checks it against the migrations.
import { events } from './events'
import { profiles } from './people'

export * from './events'
export * from './people'

export const syncedTables = { profiles, events } as const
export type SyncedTableName = keyof typeof syncedTables
