import { createTestServer } from '../../test/app'
import { pushSuite } from './push.suite'

pushSuite('embedded PGlite', () => createTestServer())
