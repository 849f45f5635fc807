import { createTestServer } from '../../test/app'
import { mustReadSuite } from './must-read.suite'

mustReadSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
