import { createTestServer } from '../../test/app'
import { analyticsSuite } from './analytics.suite'

analyticsSuite('embedded PGlite', () => createTestServer())
