import { createPgTestServer } from '../test/pg-app'
import { describeShapeProxy } from './proxy.suite'

describeShapeProxy('PostgreSQL', () => createPgTestServer({ sync: 'embedded' }))
