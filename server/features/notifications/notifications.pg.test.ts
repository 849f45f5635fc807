import { createPgTestServer } from '../../test/pg-app'
import { notificationsSuite } from './notifications.suite'

notificationsSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
