import { createTestServer } from '../test/app'
import { describeBadInput } from './bad-input.suite'

describeBadInput('embedded PGlite', () => createTestServer())
