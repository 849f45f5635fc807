import { describeProtocol } from './protocol.suite'

describeProtocol('pglite')
