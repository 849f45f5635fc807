import { createPgTestServer } from '../../test/pg-app'
import { departmentsSuite } from './departments.suite'

departmentsSuite('PostgreSQL', () => createPgTestServer())
