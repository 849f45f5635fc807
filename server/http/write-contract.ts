// Which writes the server still reads: every state-changing /api request made by the app's pages
// says the write contract it was made with (sync/inputs/write-contract.ts). One too old to read
// correctly is refused with 409 and a Danish message, never applied; the outbox takes a 4xx as
// final and keeps the person's text in sight. One newer than this server (a page of a release
// still rolling out) is told to come back: 503 with Retry-After, which the outbox retries.
// Requests with neither the header nor an idempotency key (curl, scripts) are not bound by it.
import type { MiddlewareHandler } from 'hono'
import {
  UNVERSIONED_WRITE_CONTRACT,
  WRITE_CONTRACT_HEADER,
  WRITE_CONTRACT_REFUSED,
  WRITE_CONTRACT_REFUSED_MESSAGE,
  WRITE_CONTRACT_TOO_NEW_MESSAGE,
  writeContractVerdict,
} from '../../sync/inputs/write-contract'
import { errorBody } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const RETRY_AFTER_SECONDS = 30
/** Sign-in and the like are better-auth's own protocol, not the write routes' inputs. */
const EXEMPT = /^\/api\/auth(\/|$)/

export interface WriteContractOptions {
  /** The versions this server reads; by default the shared contract's. */
  accepted?: { oldest: number; newest: number }
}

export function writeContract(options: WriteContractOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT.test(c.req.path)) return next()
    const stated = c.req.header(WRITE_CONTRACT_HEADER)
    // A page from before the header: its outbox may hold writes of contract 1, each with an
    // idempotency key. Without either, the request is not an app write (a script, sign-out).
    if (stated === undefined && !c.req.header('idempotency-key')) return next()
    const version = stated === undefined ? UNVERSIONED_WRITE_CONTRACT : Number(stated)
    if (!Number.isSafeInteger(version) || version < 1) return c.json(errorBody('Ugyldig version af ændringen'), 400)
    const verdict = writeContractVerdict(version, options.accepted)
    if (verdict === 'outdated') return c.json({ ...errorBody(WRITE_CONTRACT_REFUSED_MESSAGE), code: WRITE_CONTRACT_REFUSED }, 409)
    if (verdict === 'too-new') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json(errorBody(WRITE_CONTRACT_TOO_NEW_MESSAGE), 503)
    }
    return next()
  }
}
