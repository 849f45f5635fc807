// The migration runner is the engine's (the standalone engine migrates its database too).
export { migrate, MIGRATIONS_DIR } from '../../sync/engine/migrate'
