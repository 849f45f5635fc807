import { createPgTestServer } from '../../test/pg-app'
import { auditSuite } from './audit.suite'

auditSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
