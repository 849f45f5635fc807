import { createPgTestServer } from '../test/pg-app'
import { authSuite } from './auth.suite'

authSuite('PostgreSQL', () => createPgTestServer())
