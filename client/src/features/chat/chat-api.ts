// POST /api/chat with fixed error handling: an HTTP failure reads the body's `error`
// (else 'HTTP error! Status: {code}'), a body that is not JSON is 'Invalid response format
// from server', and JSON without a text string is 'Unexpected response format from server'.
import type { AssistantId, ChatReply, VectorReference } from '../../../../sync/inputs/ai'

export const INVALID_FORMAT = 'Invalid response format from server'
export const UNEXPECTED_FORMAT = 'Unexpected response format from server'

export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ChatRequestError'
  }
}

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

const isReference = (r: unknown): r is VectorReference => {
  const x = r as VectorReference
  return (
    !!x &&
    typeof x.fileName === 'string' &&
    Number.isInteger(x.pageNumber) &&
    typeof x.relevanceScore === 'number' &&
    typeof x.url === 'string' &&
    x.url.startsWith('/api/files/')
  )
}

export async function sendChatMessage(
  input: { message: string; assistantId: AssistantId; history: ChatTurn[] },
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<ChatReply> {
  let res: Response
  try {
    res = await doFetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(input),
    })
  } catch {
    throw new ChatRequestError('Kunne ikke kontakte serveren. Tjek din forbindelse og prøv igen.', 0)
  }
  const raw = await res.text().catch(() => '')
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    if (!res.ok) throw new ChatRequestError(`HTTP error! Status: ${res.status}`, res.status)
    throw new ChatRequestError(INVALID_FORMAT, res.status)
  }
  if (!res.ok) {
    const error = (data as { error?: unknown } | null)?.error
    throw new ChatRequestError(typeof error === 'string' && error ? error : `HTTP error! Status: ${res.status}`, res.status)
  }
  const reply = data as { text?: unknown; references?: unknown } | null
  if (!reply || typeof reply !== 'object' || typeof reply.text !== 'string') throw new ChatRequestError(UNEXPECTED_FORMAT, res.status)
  const references = Array.isArray(reply.references) ? reply.references.filter(isReference) : []
  return { text: reply.text, references }
}
