import { createTestServer } from '../../test/app'
import { postsSuite } from './posts.suite'

postsSuite('embedded PGlite', () => createTestServer())
