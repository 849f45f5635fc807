import { createPgTestServer } from '../test/pg-app'
import { describeWebGuard } from './web-guard.suite'

describeWebGuard('PostgreSQL', () => createPgTestServer())
