import { describeDdl } from './ddl.suite'

describeDdl('pglite')
