import { createPgTestServer } from '../../test/pg-app'
import { qrProfileSuite } from './qr-profile.suite'

qrProfileSuite('PostgreSQL', () => createPgTestServer())
