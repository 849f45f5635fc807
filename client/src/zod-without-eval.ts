// zod 4 compiles object parsers with `new Function` when it may; under our CSP (no
// 'unsafe-eval') even its probe for that is reported as a violation. The interpreted parsers
// are fast enough for forms. Imported first, before any schema is built.
import { z } from 'zod'

z.config({ jitless: true })
