import { describeChunks } from './chunks.suite'

describeChunks('postgres')
