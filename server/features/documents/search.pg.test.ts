import { createTestDatabase } from '../../test/pg'
import { searchSuite } from './search.suite'

searchSuite('PostgreSQL', () => createTestDatabase())
