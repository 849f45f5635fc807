import { createPgTestServer } from '../../test/pg-app'
import { pushSuite } from './push.suite'

pushSuite('PostgreSQL', () => createPgTestServer())
