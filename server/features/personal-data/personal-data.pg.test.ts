import { createPgTestServer } from '../../test/pg-app'
import { personalDataSuite } from './personal-data.suite'

personalDataSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
