import { createTestServer } from '../../test/app'
import { revealSuite } from './reveal.suite'

revealSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
