// createTestServer on a fresh PostgreSQL database that is dropped again by close().
import { createTestDatabase } from './pg'
import { createTestServer, type TestServer, type TestServerOptions } from './app'

export async function createPgTestServer(options: Omit<TestServerOptions, 'databaseUrl'> = {}): Promise<TestServer> {
  const database = await createTestDatabase()
  try {
    const server = await createTestServer({ ...options, databaseUrl: database.url })
    return {
      ...server,
      async close() {
        await server.close()
        await database.drop()
      },
    }
  } catch (err) {
    await database.drop()
    throw err
  }
}
