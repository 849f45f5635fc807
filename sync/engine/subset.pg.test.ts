import { describeSubsets } from './subset.suite'

describeSubsets('postgres')
