import { describeDdl } from './ddl.suite'

describeDdl('postgres')
