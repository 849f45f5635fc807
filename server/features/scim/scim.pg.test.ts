import { createPgTestServer } from '../../test/pg-app'
import { scimSuite } from './scim.suite'

scimSuite('PostgreSQL', () => createPgTestServer())
