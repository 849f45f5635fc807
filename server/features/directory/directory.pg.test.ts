import { createPgTestServer } from '../../test/pg-app'
import { directorySuite } from './directory.suite'

directorySuite('PostgreSQL', () => createPgTestServer())
