import { createTestServer } from '../test/app'
import { describeIdempotency } from './idempotency.suite'

describeIdempotency('embedded PGlite', () => createTestServer())
