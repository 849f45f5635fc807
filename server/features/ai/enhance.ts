// Rewriting a post draft with the model: Danish, same meaning, LinkedIn tone. The post
// editor's client retries (25 s per attempt, 3 attempts), so one attempt here must end
// before the client gives up on it.
import type { AiConfig } from './config'
import { chatCompletion } from './provider'
import { ENHANCE_SYSTEM_PROMPT } from './prompts'

export const ENHANCE_TIMEOUT_MS = 22_000

/** Models like to wrap answers in code fences or quotes even when told not to. */
export function cleanModelText(text: string): string {
  let out = text.trim()
  const fenced = out.match(/^```[\w-]*\n([\s\S]*?)\n?```$/)
  if (fenced) out = fenced[1].trim()
  if (/^(["“”»«])[\s\S]*\1$/.test(out) || /^“[\s\S]*”$/.test(out) || /^»[\s\S]*«$/.test(out)) out = out.slice(1, -1).trim()
  return out
}

export async function enhancePost(ai: AiConfig, content: string, timeoutMs = ENHANCE_TIMEOUT_MS): Promise<string> {
  const text = await chatCompletion(ai, {
    messages: [
      { role: 'system', content: ENHANCE_SYSTEM_PROMPT },
      { role: 'user', content },
    ],
    temperature: 0.5,
    timeoutMs,
  })
  return cleanModelText(text)
}
