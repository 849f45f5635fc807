import { createPgTestServer } from '../../test/pg-app'
import { leaversSuite } from './leavers.suite'

leaversSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
