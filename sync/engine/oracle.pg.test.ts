import { describeOracle } from './oracle.suite'

describeOracle('postgres', 40)
