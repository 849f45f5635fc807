import { createPgTestServer } from '../../test/pg-app'
import { newsSuite } from './news.suite'

newsSuite('PostgreSQL', () => createPgTestServer())
