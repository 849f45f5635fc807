import { createTestServer } from '../../test/app'
import { usersSuite } from './users.suite'

usersSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
