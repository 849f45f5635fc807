import { createTestServer } from '../../test/app'
import { eventsSuite } from './events.suite'

eventsSuite('embedded PGlite', () => createTestServer())
