import { createTestServer } from '../../test/app'
import { meetingsEditSuite } from './meetings-edit.suite'
import { meetingShapesSuite, meetingsPermissionSuite } from './meetings-permissions.suite'
import { meetingsSaveSuite } from './meetings-save.suite'

meetingsSaveSuite('embedded PGlite', () => createTestServer())
meetingsEditSuite('embedded PGlite', () => createTestServer())
meetingsPermissionSuite('embedded PGlite', () => createTestServer())
meetingShapesSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
