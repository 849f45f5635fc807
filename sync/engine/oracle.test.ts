import { describeOracle } from './oracle.suite'

describeOracle('pglite', 25)
