import { describeProtocol } from './protocol.suite'

describeProtocol('postgres')
