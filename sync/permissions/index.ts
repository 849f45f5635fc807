// Who may read and write what, one module per feature. Shapes (read) and write routes
// (guards) both import from here; the browser uses the same rules to show or hide controls.
export type { ResourceRules } from './types'
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
