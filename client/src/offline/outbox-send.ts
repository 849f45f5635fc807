// One outbox write over HTTP, and what its answer means for the outbox: done (a 2xx), rejected
// for good (a 4xx), or to be sent again under the same idempotency key (no answer in time, a
// network error, 5xx, 401, Retry-After).
import { NETWORK_ERROR, UNKNOWN_ERROR } from '../lib/api'
import type { OutboxItem } from './outbox'
import { UNVERSIONED_WRITE_CONTRACT, writeContractHeaders } from '../../../sync/inputs/write-contract'

export type Outcome =
  | { kind: 'done'; status: number; data: unknown }
  | { kind: 'rejected'; status: number; message: string; code?: string }
  | { kind: 'retry'; message: string }

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** The write routes answer the xid as text (server/db/txid.ts); anything else is no usable txid. */
export function txidOf(data: unknown): string | null {
  const txid = (data as { txid?: unknown } | null)?.txid
  if (typeof txid === 'number' && Number.isSafeInteger(txid) && txid > 0) return String(txid)
  return typeof txid === 'string' && /^[1-9]\d*$/.test(txid) ? txid : null
}

export async function sendWrite(fetch: Fetch, item: OutboxItem, timeoutMs: number): Promise<Outcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Idempotency-Key': item.idempotencyKey,
    // As made: a write queued before a release says the contract of its own day.
    ...writeContractHeaders(item.contractVersion ?? UNVERSIONED_WRITE_CONTRACT),
  }
  if (item.body !== undefined) headers['Content-Type'] = 'application/json'
  const signal = AbortSignal.timeout(timeoutMs)
  let res: Response
  try {
    res = await fetch(item.path, {
      method: item.method,
      headers,
      credentials: 'same-origin',
      body: item.body === undefined ? undefined : JSON.stringify(item.body),
      signal,
    })
  } catch {
    return { kind: 'retry', message: NETWORK_ERROR }
  }
  const data: unknown = await res.json().catch(() => null)
  // The answer was cut off by the time limit: whether it arrived is unknown, so send again.
  if (data === null && signal.aborted) return { kind: 'retry', message: NETWORK_ERROR }
  const error = (data as { error?: unknown } | null)?.error
  const message = typeof error === 'string' && error ? error : UNKNOWN_ERROR
  // 5xx: nothing happened (the server forgets the key). 401: the session must be renewed
  // first; the write must not be thrown away. Retry-After: the server asks us to come back
  // (e.g. the same key is still being processed).
  if (res.status >= 500 || res.status === 401 || res.headers.has('retry-after')) {
    return { kind: 'retry', message }
  }
  const code = (data as { code?: unknown } | null)?.code
  if (!res.ok) return { kind: 'rejected', status: res.status, message, ...(typeof code === 'string' && { code }) }
  return { kind: 'done', status: res.status, data }
}
