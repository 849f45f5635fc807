export { cacheAgesFrom, createShapeEngine, type ShapeEngine, type ShapeEngineOptions } from './engine'
export type { SqlClient, Queryable } from './sql-client'
