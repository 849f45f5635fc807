import { createTestServer } from '../../test/app'
import { profilesSuite } from './profiles.suite'

profilesSuite('embedded PGlite', () => createTestServer())
