import { createTestServer } from '../../test/app'
import { leaversSuite } from './leavers.suite'

leaversSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
