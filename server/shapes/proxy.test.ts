import { createTestServer } from '../test/app'
import { describeShapeProxy } from './proxy.suite'

describeShapeProxy('embedded PGlite', () => createTestServer({ sync: 'embedded' }))
