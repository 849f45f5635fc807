import { createPgTestServer } from '../../test/pg-app'
import { digestSuite } from './digest.suite'

digestSuite('PostgreSQL', () => createPgTestServer())
