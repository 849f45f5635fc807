import { createPgTestServer } from '../../test/pg-app'
import { projectsSuite } from './projects.suite'
import { projectChildrenSuite } from './project-children.suite'

projectsSuite('PostgreSQL', () => createPgTestServer())
projectChildrenSuite('PostgreSQL', () => createPgTestServer())
