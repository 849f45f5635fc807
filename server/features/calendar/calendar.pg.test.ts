import { createPgTestServer } from '../../test/pg-app'
import { calendarSuite } from './calendar.suite'

calendarSuite('PostgreSQL', () => createPgTestServer())
