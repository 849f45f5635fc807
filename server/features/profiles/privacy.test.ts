import { createTestServer } from '../../test/app'
import { privacySuite } from './privacy.suite'

privacySuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
