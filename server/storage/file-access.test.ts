import { createTestServer } from '../test/app'
import { describeFileAccess } from './file-access.suite'

describeFileAccess('embedded PGlite', () => createTestServer())
