import { createTestServer } from '../../test/app'
import { notificationsSuite } from './notifications.suite'

notificationsSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
