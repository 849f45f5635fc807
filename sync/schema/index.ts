export * from './columns'
export * from './tables'
