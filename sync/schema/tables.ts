// Every synced table, one module per feature. Add a feature's module here and to
// syncedTables; the schema-agreement test then checks it against the migrations.
import { events } from './events'
import { profiles } from './people'
import { meetingTables } from './meetings'
import { vacations } from './vacations'
import { projectTables } from './projects'
import { newsTables } from './news'
import { postTables } from './posts'
import { directoryTables } from './directory'
import { buildingTables } from './buildings'
import { handbookTables } from './handbooks'
import { transcriptionTables } from './transcriptions'
import { notificationTables } from './notifications'

export * from './events'
export * from './people'
export * from './meetings'
export * from './vacations'
export * from './projects'
export * from './news'
export * from './posts'
export * from './directory'
export * from './buildings'
export * from './handbooks'
export * from './transcriptions'
export * from './notifications'

export const syncedTables = { profiles, events, ...meetingTables, vacations, ...projectTables, ...directoryTables, ...newsTables, ...postTables, ...buildingTables, ...handbookTables, ...transcriptionTables, ...notificationTables } as const
export type SyncedTableName = keyof typeof syncedTables
