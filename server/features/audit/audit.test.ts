import { createTestServer } from '../../test/app'
import { auditSuite } from './audit.suite'

auditSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
