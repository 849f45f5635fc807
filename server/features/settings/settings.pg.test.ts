import { createPgTestServer } from '../../test/pg-app'
import { settingsSuite } from './settings.suite'

settingsSuite('PostgreSQL', () => createPgTestServer())
