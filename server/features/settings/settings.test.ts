import { createTestServer } from '../../test/app'
import { settingsSuite } from './settings.suite'

settingsSuite('embedded PGlite', () => createTestServer())
