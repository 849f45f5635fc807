import { createPgTestServer } from '../test/pg-app'
import { describeFileAccess } from './file-access.suite'

describeFileAccess('PostgreSQL', () => createPgTestServer())
