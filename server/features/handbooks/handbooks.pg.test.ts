import { createPgTestServer } from '../../test/pg-app'
import { handbooksSuite } from './handbooks.suite'

handbooksSuite('PostgreSQL', () => createPgTestServer())
