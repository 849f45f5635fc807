import { createTestServer } from '../../test/app'
import { scimSuite } from './scim.suite'

scimSuite('embedded PGlite', () => createTestServer())
