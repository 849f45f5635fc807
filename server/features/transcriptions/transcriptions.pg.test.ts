import { createPgTestServer } from '../../test/pg-app'
import { transcriptionsSuite } from './transcriptions.suite'
import { transcriptionQueueSuite } from './queue.suite'

transcriptionsSuite('PostgreSQL', (options) => createPgTestServer(options))
transcriptionQueueSuite('PostgreSQL', (options) => createPgTestServer(options))
