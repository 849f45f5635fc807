import { describeChunks } from './chunks.suite'

describeChunks('pglite')
