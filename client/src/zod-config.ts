// zod for the browser, set before any schema is built (imported first by start-app.tsx): Danish
// default messages, and no `new Function` — zod 4 compiles object parsers with it when it may,
// and under our CSP (no 'unsafe-eval') even its probe for that is reported as a violation.
import { z } from 'zod'
import '../../sync/inputs/zod-danish'

z.config({ jitless: true })
