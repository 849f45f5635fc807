import { createTestServer } from '../../test/app'
import { calendarSuite } from './calendar.suite'

calendarSuite('embedded PGlite', () => createTestServer())
