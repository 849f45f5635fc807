import { createTestServer } from '../../test/app'
import { handbooksSuite } from './handbooks.suite'

handbooksSuite('embedded PGlite', () => createTestServer())
