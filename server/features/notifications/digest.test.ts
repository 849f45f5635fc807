import { createTestServer } from '../../test/app'
import { digestSuite } from './digest.suite'

digestSuite('embedded PGlite', () => createTestServer())
