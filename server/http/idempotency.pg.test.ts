import { createPgTestServer } from '../test/pg-app'
import { describeIdempotency } from './idempotency.suite'

describeIdempotency('PostgreSQL', () => createPgTestServer())
