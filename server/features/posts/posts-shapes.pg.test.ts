import { createPgTestServer } from '../../test/pg-app'
import { postShapesSuite } from './posts-shapes.suite'

postShapesSuite('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
