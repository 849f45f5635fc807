import { createPgTestServer } from '../../test/pg-app'
import { buildingsSuite } from './buildings.suite'

buildingsSuite('PostgreSQL', () => createPgTestServer())
