import { createTestServer } from '../../test/app'
import { projectsSuite } from './projects.suite'
import { projectChildrenSuite } from './project-children.suite'

projectsSuite('embedded PGlite', () => createTestServer())
projectChildrenSuite('embedded PGlite', () => createTestServer())
