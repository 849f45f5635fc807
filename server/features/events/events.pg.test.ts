import { createPgTestServer } from '../../test/pg-app'
import { eventsSuite } from './events.suite'

eventsSuite('PostgreSQL', () => createPgTestServer())
