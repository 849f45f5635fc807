import { describeValues } from './values.suite'

describeValues('pglite')
