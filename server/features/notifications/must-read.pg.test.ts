import { createPgTestServer } from '../../test/pg-app'
import { mustReadSuite } from './must-read.suite'

mustReadSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
