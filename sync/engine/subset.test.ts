import { describeSubsets } from './subset.suite'

describeSubsets('pglite')
