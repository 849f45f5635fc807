import { createTestServer } from '../../test/app'
import { postShapesSuite } from './posts-shapes.suite'

postShapesSuite('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
