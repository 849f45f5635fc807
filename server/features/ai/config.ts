// Which OpenAI-compatible endpoint (if any) the AI features talk to. Without AI_BASE_URL the
// features say so honestly: transcription and post enhancement answer "not set up", and the
// assistant answers with the document passages themselves.
import type { Env } from '../../env'

export interface AiConfig {
  /** e.g. https://api.openai.com or http://localhost:8000; '/v1/...' is appended. */
  baseUrl?: string
  apiKey?: string
  chatModel: string
  transcribeModel: string
}

export type AiEnv = Partial<Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_CHAT_MODEL' | 'AI_TRANSCRIBE_MODEL'>>

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini'
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1'

export function aiConfigFrom(env: AiEnv): AiConfig {
  // Accept the base with or without a trailing /v1, as people copy it from provider docs.
  const base = env.AI_BASE_URL?.trim().replace(/\/+$/, '').replace(/\/v1$/, '')
  return {
    baseUrl: base || undefined,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    chatModel: env.AI_CHAT_MODEL?.trim() || DEFAULT_CHAT_MODEL,
    transcribeModel: env.AI_TRANSCRIBE_MODEL?.trim() || DEFAULT_TRANSCRIBE_MODEL,
  }
}

export const aiConfigured = (config: AiConfig): config is AiConfig & { baseUrl: string } => Boolean(config.baseUrl)
