// 'enhance with AI': POST /api/enhance-post {content} → {enhancedContent}, with a fixed retry
// policy — 25 s per attempt, 3 attempts, 1 s then 2 s between them, 504 counted as a
// timeout. A server that says the feature is not set up (503) or is missing (404) is not
// asked again: retrying cannot help, and the user should hear it at once.

export const ENHANCE_TIMEOUT_MS = 25_000
export const ENHANCE_BACKOFF_MS = [1_000, 2_000]
export const ENHANCE_ATTEMPTS = ENHANCE_BACKOFF_MS.length + 1
export const ENHANCE_FAILED =
  'Kunne ikke forbedre opslaget. Serveren er måske optaget. Prøv igen senere eller fortsæt med din nuværende tekst.'

export class EnhanceError extends Error {
  constructor(
    message: string,
    /** The server's own explanation, when it gave one (e.g. that no AI model is set up). */
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'EnhanceError'
  }
}

export interface EnhanceDeps {
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  timeoutMs: number
}

const defaults = (): EnhanceDeps => ({
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  timeoutMs: ENHANCE_TIMEOUT_MS,
})

const errorOf = async (res: Response) => {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' && body.error ? body.error : undefined
}

export async function enhancePost(content: string, deps: Partial<EnhanceDeps> = {}): Promise<string> {
  const { fetch: doFetch, sleep, timeoutMs } = { ...defaults(), ...deps }
  for (let attempt = 0; attempt < ENHANCE_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(ENHANCE_BACKOFF_MS[attempt - 1])
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let res: Response
    try {
      res = await doFetch('/api/enhance-post', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ content }),
        signal: controller.signal,
      })
    } catch {
      clearTimeout(timer)
      continue // timed out or the network dropped: try again
    }
    try {
      if (res.ok) {
        const body = (await res.json().catch(() => null)) as { enhancedContent?: unknown; error?: unknown } | null
        if (typeof body?.enhancedContent === 'string' && body.enhancedContent.trim()) return body.enhancedContent
        continue // a reply without text is as good as none
      }
      if (res.status === 503) throw new EnhanceError(ENHANCE_FAILED, await errorOf(res))
      if (res.status === 404) throw new EnhanceError(ENHANCE_FAILED)
      if (res.status >= 400 && res.status < 500) throw new EnhanceError((await errorOf(res)) ?? ENHANCE_FAILED)
      // 500, 502, 504 (a gateway timeout): worth another attempt.
    } finally {
      clearTimeout(timer)
    }
  }
  throw new EnhanceError(ENHANCE_FAILED)
}

const looksLikeHtml = (text: string) => /<\/?(p|br|strong|em|u|a|ul|ol|li|h[1-6])\b/i.test(text)
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The model may answer in rich text or in plain paragraphs; the editor takes HTML. */
export function enhancedToHtml(text: string): string {
  if (looksLikeHtml(text)) return text
  return text
    .trim()
    .split(/\n{2,}/)
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
