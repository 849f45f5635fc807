import { createPgTestServer } from '../../test/pg-app'
import { vacationsSuite } from './vacations.suite'

vacationsSuite('PostgreSQL', () => createPgTestServer())
