import { createTestServer } from '../../test/app'
import { newsSuite } from './news.suite'

newsSuite('embedded PGlite', () => createTestServer())
