import { createTestServer } from '../../test/app'
import { departmentsSuite } from './departments.suite'

departmentsSuite('embedded PGlite', () => createTestServer())
