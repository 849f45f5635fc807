// The server an API suite's describe block talks to: opened before the block's tests and
// closed after them. Call it inside the block (it registers the hooks itself) instead of
// declaring the server and writing its opening and closing hooks in every suite.
import { afterAll, beforeAll } from 'vitest'
import { TEST_ADMIN, TEST_EMPLOYEE, type TestServer, type TestServerOptions } from './app'

export function useTestServer<S extends TestServer<any>>(open: () => Promise<S>): S {
  let server: S | undefined
  beforeAll(async () => {
    server = await open()
  })
  afterAll(async () => server?.close())
  // Stands for the server once the block's first hook has opened it, so the suite writes
  // `s.request(…)` and `s.db` as it would with the server itself.
  return new Proxy({} as S, {
    get(_, key) {
      if (!server) throw new Error(`the test server is not open yet (s.${String(key)} outside a test or hook)`)
      const value: unknown = Reflect.get(server, key)
      return typeof value === 'function' ? value.bind(server) : value
    },
  })
}

/** Cookie headers of the admin and the employee every test server is made with (signed in in that order). */
export async function signInSeeded(s: TestServer<any>): Promise<{ admin: string; employee: string }> {
  const admin = await s.cookieFor(TEST_ADMIN.email)
  return { admin, employee: await s.cookieFor(TEST_EMPLOYEE.email) }
}

/** How a suite gets its server: on PGlite in the unit project, on PostgreSQL in the pg project. */
export type ServerFactory = () => Promise<TestServer>
/** The same, for suites that start servers configured their own way (a fake model endpoint, say). */
export type ConfiguredServerFactory = (options: TestServerOptions) => Promise<TestServer>
