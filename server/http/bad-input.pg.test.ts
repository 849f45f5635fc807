import { createPgTestServer } from '../test/pg-app'
import { describeBadInput } from './bad-input.suite'

describeBadInput('PostgreSQL', () => createPgTestServer())
