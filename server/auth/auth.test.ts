import { createTestServer } from '../test/app'
import { authSuite } from './auth.suite'

authSuite('embedded PGlite', () => createTestServer())
