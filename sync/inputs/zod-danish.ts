// zod's own messages (a number where text belongs, a missing field) in Danish, for server and
// browser alike; every schema's own message (the form's exact text) still comes first.
import { z } from 'zod'

z.config(z.locales.da())
