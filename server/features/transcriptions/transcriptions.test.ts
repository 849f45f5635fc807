import { createTestServer } from '../../test/app'
import { transcriptionsSuite } from './transcriptions.suite'
import { transcriptionQueueSuite } from './queue.suite'

transcriptionsSuite('embedded PGlite', (options) => createTestServer(options))
transcriptionQueueSuite('embedded PGlite', (options) => createTestServer(options))
