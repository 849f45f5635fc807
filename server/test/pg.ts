// Test databases come from the engine's helper, which the engine's own tests use as well.
export { createTestDatabase, PG_ADMIN_URL } from '../../sync/engine/test-database'
