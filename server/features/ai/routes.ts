// /api/chat, /api/search-documents, /api/enhance-post and /api/ai/status. Mounted at /api,
// so every route names its own middleware: a `use('*')` here would run for the whole API.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { chatInput, enhancePostInput, searchDocumentsInput, type AiStatus, type AssistantId } from '../../../sync/inputs/ai'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { ApiError, errorBody, readJsonObject } from '../../http/errors'
import { hitRateLimit, type RateLimit } from '../../http/rate-limit'
import { parseInput } from '../../http/validate'
import { answerChat } from './chat'
import { aiConfigured, type AiConfig } from './config'
import { enhancePost, ENHANCE_TIMEOUT_MS } from './enhance'
import { AiError } from './provider'
import { findPassages } from './retrieval'

export const ENHANCE_NOT_CONFIGURED =
  'Der er ikke sat en sprogmodel op på denne server, så opslaget kan ikke forbedres med AI. Fortsæt med din nuværende tekst.'

export const MODEL_RATE_LIMITED = 'Du har sendt mange forespørgsler til assistenten på kort tid. Vent et øjeblik, og prøv igen.'
/** Each call is a paid request to the model: enough for a conversation, not for a script. */
export const DEFAULT_MODEL_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 }

export interface AiRoutesDeps extends FeatureDeps {
  ai: AiConfig
  /** Calls to the language model per user (chat and enhance-post together). */
  modelRateLimit?: RateLimit
  /** Shorter in tests; the defaults suit a real model. */
  timeouts?: { chatMs?: number; enhanceMs?: number }
}

/** A model failure as an HTTP answer: 504 for a timeout (the post editor retries those), 502 otherwise. */
function fromAi(err: unknown): never {
  if (err instanceof AiError) {
    if (err.kind === 'timeout') throw new ApiError(504, err.message)
    if (err.kind === 'not-configured') throw new ApiError(503, err.message)
    throw new ApiError(502, err.message)
  }
  throw err
}

export function createAiRoutes({ db, getViewer, ai, timeouts = {}, modelRateLimit = DEFAULT_MODEL_RATE_LIMIT }: AiRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const signedIn = requireViewer(getViewer)
  const small: MiddlewareHandler = limitBody(256 * 1024)
  /** A 429 when this user has used up the model budget; counted in the database, so every replica shares it. */
  const overModelBudget = async (c: Context<AppEnv>): Promise<Response | null> => {
    const limit = await hitRateLimit(db.kysely, `ai-model:${c.get('viewer').id}`, modelRateLimit)
    if (limit.allowed) return null
    c.header('retry-after', String(limit.retryAfter))
    return c.json(errorBody(MODEL_RATE_LIMITED), 429)
  }

  app.get('/ai/status', signedIn, (c) =>
    c.json({ languageModel: aiConfigured(ai), transcription: aiConfigured(ai) } satisfies AiStatus),
  )

  app.post('/search-documents', signedIn, small, async (c) => {
    const { query } = parseInput(searchDocumentsInput, await readJsonObject(c))
    const passages = await findPassages(db.kysely, query, 10)
    return c.json({
      results: passages.map(({ content: _content, ...p }) => p),
    })
  })

  app.post('/chat', signedIn, small, async (c) => {
    const input = parseInput(chatInput, await readJsonObject(c))
    const refused = await overModelBudget(c)
    if (refused) return refused
    const reply = await answerChat(
      { kysely: db.kysely, ai, timeoutMs: timeouts.chatMs },
      { message: input.message, assistantId: input.assistantId as AssistantId, history: input.history },
    ).catch(fromAi)
    return c.json(reply)
  })

  app.post('/enhance-post', signedIn, small, async (c) => {
    const { content } = parseInput(enhancePostInput, await readJsonObject(c))
    if (!aiConfigured(ai)) throw new ApiError(503, ENHANCE_NOT_CONFIGURED)
    const refused = await overModelBudget(c)
    if (refused) return refused
    const enhancedContent = await enhancePost(ai, content, timeouts.enhanceMs ?? ENHANCE_TIMEOUT_MS).catch(fromAi)
    return c.json({ enhancedContent })
  })

  return app
}
