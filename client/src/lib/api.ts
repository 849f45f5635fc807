// The typed fetch used for every API write: same-origin cookies, JSON both ways, an
// idempotency key on mutations, and the server's Danish `{error}` text as the message.
// While a user's local database is open, mutations go through its outbox (saved first, sent
// in order, resent with the same key until the server answers): see offline/outbox-client.
import { BUILD_HEADER } from '../../../sync/build'
import { noteServerBuild } from '@/offline/new-version'
import { writeContractHeaders } from '../../../sync/inputs/write-contract'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The write is saved in the outbox and will be sent when the server can be reached. */
export class QueuedError extends ApiError {
  readonly queued = true
  constructor() {
    super('Du er offline. Ændringen er gemt og sendes, når forbindelsen er tilbage.', 0)
    this.name = 'QueuedError'
  }
}

export const isQueued = (error: unknown): error is QueuedError => error instanceof QueuedError

export const NETWORK_ERROR = 'Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.'
export const UNKNOWN_ERROR = 'Der opstod en fejl. Prøv igen.'
/** The reason in a 'Kunne ikke …: {reason}' line when the failure gave none. */
export const UNKNOWN_REASON = 'Ukendt fejl'

/** A failure's own message, else UNKNOWN_ERROR: for alerts that are only the message. */
export const errorMessage = (error: unknown): string => (error instanceof Error && error.message) || UNKNOWN_ERROR

/** A failure's own message, else UNKNOWN_REASON: for 'Kunne ikke …: {reason}'. */
export const errorReason = (error: unknown): string => (error instanceof Error && error.message) || UNKNOWN_REASON

/** The methods of a write: what apiRequest hands to the outbox and what the outbox keeps. */
export const MUTATION_METHODS = ['POST', 'PATCH', 'PUT', 'DELETE'] as const
export type Mutation = (typeof MUTATION_METHODS)[number]
type MutationSender = (method: Mutation, path: string, body: unknown) => Promise<unknown>

let mutationSender: MutationSender | null = null

/** The outbox of the open local database takes over mutations (null: send directly). */
export function setMutationSender(sender: MutationSender | null) {
  mutationSender = sender
}

export async function apiRequest<T>(
  method: 'GET' | Mutation,
  path: string,
  body?: unknown,
  /** direct: straight to the server, never queued (a write that is no use until the server has it). */
  options: { direct?: boolean } = {},
): Promise<T> {
  if (method !== 'GET' && mutationSender && !options.direct) return (await mutationSender(method, path, body)) as T
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  // One key per user action: a retried request must not create the row twice.
  if (method !== 'GET') Object.assign(headers, { 'Idempotency-Key': crypto.randomUUID() }, writeContractHeaders())
  let res: Response
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(NETWORK_ERROR, 0)
  }
  noteServerBuild(res.headers.get(BUILD_HEADER))
  const data: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const message = (data as { error?: unknown } | null)?.error
    throw new ApiError(typeof message === 'string' && message ? message : UNKNOWN_ERROR, res.status)
  }
  return data as T
}
