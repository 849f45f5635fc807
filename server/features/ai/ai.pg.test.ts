import { createPgTestServer } from '../../test/pg-app'
import { aiSuite } from './ai.suite'

aiSuite('PostgreSQL', (options) => createPgTestServer(options))
