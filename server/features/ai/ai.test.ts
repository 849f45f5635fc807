import { createTestServer } from '../../test/app'
import { aiSuite } from './ai.suite'

aiSuite('embedded PGlite', (options) => createTestServer(options))
