import { createTestServer } from '../../test/app'
import { directorySuite } from './directory.suite'

directorySuite('embedded PGlite', () => createTestServer())
