import { createPgTestServer } from '../../test/pg-app'
import { analyticsSuite } from './analytics.suite'

analyticsSuite('PostgreSQL', () => createPgTestServer())
