import { createTestServer } from '../../test/app'
import { personalDataSuite } from './personal-data.suite'

personalDataSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
