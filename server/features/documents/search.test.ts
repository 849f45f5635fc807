import { searchSuite } from './search.suite'

searchSuite('embedded PGlite', async () => ({}))
