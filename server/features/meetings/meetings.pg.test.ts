import { createPgTestServer } from '../../test/pg-app'
import { meetingsEditSuite } from './meetings-edit.suite'
import { meetingShapesSuite, meetingsPermissionSuite } from './meetings-permissions.suite'
import { meetingsSaveSuite } from './meetings-save.suite'

meetingsSaveSuite('PostgreSQL', () => createPgTestServer())
meetingsEditSuite('PostgreSQL', () => createPgTestServer())
meetingsPermissionSuite('PostgreSQL', () => createPgTestServer())
meetingShapesSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
