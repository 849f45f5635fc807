import { describeEngine } from './engine.suite'

describeEngine('postgres')
