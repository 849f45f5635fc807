// A small client for OpenAI-compatible endpoints (OpenAI, Azure-style gateways, vLLM,
// llama.cpp, faster-whisper servers…): chat completions and audio transcriptions. Every
// failure becomes an AiError with a Danish message; nothing here retries.
import { aiConfigured, type AiConfig } from './config'

export type AiErrorKind = 'not-configured' | 'timeout' | 'http' | 'malformed' | 'network'

export class AiError extends Error {
  constructor(
    message: string,
    readonly kind: AiErrorKind,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'AiError'
  }
}

export const AI_NOT_CONFIGURED = 'Der er ikke sat en sprogmodel op på denne server'
const TIMEOUT = 'AI-tjenesten svarede ikke i tide'
const MALFORMED = 'AI-tjenesten sendte et svar, der ikke kunne læses'
const NETWORK = 'Kunne ikke kontakte AI-tjenesten'

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

function endpoint(config: AiConfig, path: string): string {
  if (!aiConfigured(config)) throw new AiError(AI_NOT_CONFIGURED, 'not-configured')
  return `${config.baseUrl}/v1/${path}`
}

function authHeaders(config: AiConfig): Record<string, string> {
  return config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}
}

/** The provider's own words when it gives them ({error:{message}} or {error:'…'}), kept short. */
function providerMessage(body: string): string {
  try {
    const data = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown }
    const text = typeof data.error === 'string' ? data.error : (data.error?.message ?? data.message)
    if (typeof text === 'string' && text.trim()) return text.trim().slice(0, 200)
  } catch {
    // Not JSON: the provider gave no words of its own.
  }
  return ''
}

async function post(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs)
  let body: string
  let status: number
  try {
    const res = await fetch(url, { ...init, method: 'POST', signal })
    status = res.status
    body = await res.text()
  } catch (err) {
    const name = (err as Error)?.name
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted) throw new AiError(TIMEOUT, 'timeout')
    throw new AiError(NETWORK, 'network')
  }
  if (status < 200 || status >= 300) {
    const detail = providerMessage(body)
    throw new AiError(`AI-tjenesten svarede med HTTP ${status}${detail ? `: ${detail}` : ''}`, 'http', status)
  }
  try {
    return JSON.parse(body)
  } catch {
    throw new AiError(MALFORMED, 'malformed')
  }
}

export interface ChatOptions {
  messages: ChatMessage[]
  temperature?: number
  timeoutMs?: number
}

/** POST /v1/chat/completions → the first choice's text. */
export async function chatCompletion(config: AiConfig, options: ChatOptions): Promise<string> {
  const data = (await post(
    endpoint(config, 'chat/completions'),
    {
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(config) },
      body: JSON.stringify({ model: config.chatModel, messages: options.messages, temperature: options.temperature ?? 0.3, stream: false }),
    },
    options.timeoutMs ?? 60_000,
  )) as { choices?: { message?: { content?: unknown } }[] } | null
  const content = data?.choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim()) throw new AiError(MALFORMED, 'malformed')
  return content.trim()
}

export interface TranscribeOptions {
  file: Blob
  fileName: string
  language: string
  timeoutMs?: number
}

/** POST /v1/audio/transcriptions (multipart: model, language, file) → the text. */
export async function transcribeAudio(config: AiConfig, options: TranscribeOptions): Promise<string> {
  const form = new FormData()
  form.append('model', config.transcribeModel)
  form.append('language', options.language)
  form.append('response_format', 'json')
  form.append('file', options.file, options.fileName)
  const data = (await post(
    endpoint(config, 'audio/transcriptions'),
    { headers: { accept: 'application/json', ...authHeaders(config) }, body: form },
    options.timeoutMs ?? 10 * 60_000,
  )) as { text?: unknown } | null
  if (typeof data?.text !== 'string') throw new AiError(MALFORMED, 'malformed')
  return data.text.trim()
}
