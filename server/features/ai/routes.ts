// /api/chat, /api/search-documents, /api/enhance-post and /api/ai/status. Mounted at /api,
// so every route names its own middleware: a `use('*')` here would run for the whole API.
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { chatInput, enhancePostInput, searchDocumentsInput, type AssistantId } from '../../../sync/inputs/ai'
import { requireViewer, type GetViewer } from '../../auth/viewer'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { ApiError, errorBody, readJsonObject } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { answerChat } from './chat'
import { aiConfigured, type AiConfig } from './config'
import { enhancePost, ENHANCE_TIMEOUT_MS } from './enhance'
import { AiError } from './provider'
import { findPassages } from './retrieval'

export const ENHANCE_NOT_CONFIGURED =
  'Der er ikke sat en sprogmodel op på denne server, så opslaget kan ikke forbedres med AI. Fortsæt med din nuværende tekst.'

export interface AiRoutesDeps {
  db: Database
  getViewer: GetViewer
  ai: AiConfig
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

export function createAiRoutes({ db, getViewer, ai, timeouts = {} }: AiRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const signedIn = requireViewer(getViewer)
  const small: MiddlewareHandler = bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json(errorBody('Forespørgslen er for stor'), 413) })

  app.get('/ai/status', signedIn, (c) =>
    c.json({ languageModel: aiConfigured(ai), transcription: aiConfigured(ai) }),
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
    const reply = await answerChat(
      { kysely: db.kysely, ai, timeoutMs: timeouts.chatMs },
      { message: input.message, assistantId: input.assistantId as AssistantId, history: input.history },
    ).catch(fromAi)
    return c.json(reply)
  })

  app.post('/enhance-post', signedIn, small, async (c) => {
    const { content } = parseInput(enhancePostInput, await readJsonObject(c))
    if (!aiConfigured(ai)) throw new ApiError(503, ENHANCE_NOT_CONFIGURED)
    const enhancedContent = await enhancePost(ai, content, timeouts.enhanceMs ?? ENHANCE_TIMEOUT_MS).catch(fromAi)
    return c.json({ enhancedContent })
  })

  return app
}
