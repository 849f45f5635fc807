import { createPgTestServer } from '../../test/pg-app'
import { profilesSuite } from './profiles.suite'

profilesSuite('PostgreSQL', () => createPgTestServer())
