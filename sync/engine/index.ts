export { createShapeEngine, type ShapeEngine, type ShapeEngineOptions } from './engine'
export { cacheAgesFrom } from './responses'
export type { SqlClient, Queryable } from './sql-client'
