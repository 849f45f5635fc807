import { describeValues } from './values.suite'

describeValues('postgres')
