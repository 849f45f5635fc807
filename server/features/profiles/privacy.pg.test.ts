import { createPgTestServer } from '../../test/pg-app'
import { privacySuite } from './privacy.suite'

privacySuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
