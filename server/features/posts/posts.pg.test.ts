import { createPgTestServer } from '../../test/pg-app'
import { postsSuite } from './posts.suite'

postsSuite('PostgreSQL', () => createPgTestServer())
