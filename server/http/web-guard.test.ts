import { createTestServer } from '../test/app'
import { describeWebGuard } from './web-guard.suite'

describeWebGuard('embedded PGlite', () => createTestServer())
