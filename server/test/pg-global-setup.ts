import pg from 'pg'
import { PG_ADMIN_URL } from './pg'

// Fail fast with a clear message instead of a timeout in every pg test.
export default async function setup() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at ${PG_ADMIN_URL}: ${(err as Error).message}`, { cause: err })
  } finally {
    await client.end().catch(() => {})
  }
}
