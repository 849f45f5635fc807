import { createPgTestServer } from '../../test/pg-app'
import { usersSuite } from './users.suite'

usersSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
