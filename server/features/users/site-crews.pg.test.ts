import { createPgTestServer } from '../../test/pg-app'
import { siteCrewsSuite } from './site-crews.suite'

siteCrewsSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
