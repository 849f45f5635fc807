import { createTestServer } from '../../test/app'
import { vacationsSuite } from './vacations.suite'

vacationsSuite('embedded PGlite', () => createTestServer())
