// Who may read and write what, one module per feature. Shapes (read) and write routes
// (guards) both import from here; the browser uses the same rules to show or hide controls.
export type { ResourceRules } from './types'
export * from './events'
export * from './people'
