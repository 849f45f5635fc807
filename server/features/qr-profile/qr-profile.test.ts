import { createTestServer } from '../../test/app'
import { qrProfileSuite } from './qr-profile.suite'

qrProfileSuite('embedded PGlite', () => createTestServer())
