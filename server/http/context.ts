// What middleware puts on a Hono context for the handlers after it.
import type { Viewer } from '../../sync/rules'

export interface AppEnv {
  Variables: {
    viewer: Viewer
    /** The caller's address (http/client-origin.ts); unset when it cannot be known. */
    clientIp?: string
  }
}
