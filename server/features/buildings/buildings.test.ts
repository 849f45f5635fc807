import { createTestServer } from '../../test/app'
import { buildingsSuite } from './buildings.suite'

buildingsSuite('embedded PGlite', () => createTestServer())
