// The assistant's answer to one message: the best document pages are found first, then the
// model (when one is set up) writes the answer from them; without a model the passages
// themselves are the answer, and the reply says plainly that no language model is set up.
import type { Kysely } from 'kysely'
import { LEGAL_DISCLAIMER, type AssistantId, type ChatReply, type VectorReference } from '../../../sync/inputs/ai'
import type { DB } from '../../db/types'
import { aiConfigured, type AiConfig } from './config'
import { chatCompletion, type ChatMessage } from './provider'
import { systemPrompt } from './prompts'
import { findPassages, type Passage } from './retrieval'

export const PASSAGES_PER_ANSWER = 5

export interface ChatRequest {
  message: string
  assistantId: AssistantId
  history: { role: 'user' | 'assistant'; content: string }[]
}

const toReference = (p: Passage): VectorReference => ({
  fileName: p.fileName,
  pageNumber: p.pageNumber,
  relevanceScore: p.relevanceScore,
  url: p.url,
  title: p.title,
})

export function noModelAnswer(passages: readonly Passage[]): string {
  const intro = 'Der er ikke sat en sprogmodel op, så jeg kan ikke formulere et svar selv.'
  if (passages.length === 0) {
    return `${intro} Jeg fandt heller ingen steder i firmaets dokumenter, der matcher dit spørgsmål. Prøv at spørge med andre ord.`
  }
  const lines = passages.map((p, i) => `${i + 1}. ${p.fileName}, side ${p.pageNumber}: "${p.excerpt}"`)
  return `${intro} Her er de steder i firmaets dokumenter, der passer bedst til dit spørgsmål:\n\n${lines.join('\n')}`
}

/** The references a model's answer cites as [n]; all of them when it cites none. */
export function citedPassages(text: string, passages: readonly Passage[]): Passage[] {
  const cited = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1]) - 1))
  const picked = passages.filter((_, i) => cited.has(i))
  return picked.length > 0 ? picked : [...passages]
}

export function withDisclaimer(assistantId: AssistantId, text: string): string {
  if (assistantId !== 'legal' || text.includes(LEGAL_DISCLAIMER)) return text
  return `${text}\n\n${LEGAL_DISCLAIMER}`
}

export async function answerChat(
  deps: { kysely: Kysely<DB>; ai: AiConfig; timeoutMs?: number },
  request: ChatRequest,
): Promise<ChatReply> {
  const passages = await findPassages(deps.kysely, request.message, PASSAGES_PER_ANSWER)
  if (!aiConfigured(deps.ai)) {
    return { text: withDisclaimer(request.assistantId, noModelAnswer(passages)), references: passages.map(toReference) }
  }
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(request.assistantId, passages) },
    ...request.history.filter((m) => m.content.trim()),
    { role: 'user', content: request.message },
  ]
  const text = await chatCompletion(deps.ai, { messages, timeoutMs: deps.timeoutMs })
  return {
    text: withDisclaimer(request.assistantId, text),
    references: citedPassages(text, passages).map(toReference),
  }
}
