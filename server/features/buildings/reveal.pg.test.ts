import { createPgTestServer } from '../../test/pg-app'
import { revealSuite } from './reveal.suite'

revealSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
