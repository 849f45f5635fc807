import { createTestServer } from '../../test/app'
import { siteCrewsSuite } from './site-crews.suite'

siteCrewsSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
