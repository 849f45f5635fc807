import { describeEngine } from './engine.suite'

describeEngine('pglite')
