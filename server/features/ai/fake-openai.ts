// A small, real OpenAI-compatible server for tests: it listens on a free port and speaks the
// request and response shapes of POST /v1/chat/completions and POST /v1/audio/transcriptions,
// checks the Authorization header and the fields it is sent (multipart included), and can be
// told to fail (HTTP status, hang past a timeout, malformed body) to drive error paths.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import busboy from 'busboy'

export type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  /** Valid JSON, but not the shape the endpoint promises (no choices / no text). */
  | { kind: 'wrong-shape' }

export interface ChatCall {
  authorization: string | undefined
  body: { model: string; messages: { role: string; content: string }[]; temperature?: number }
}

export interface TranscriptionCall {
  authorization: string | undefined
  fields: Record<string, string>
  file: { fieldName: string; fileName: string; mimeType: string; bytes: Buffer } | null
}

export interface FakeOpenAi {
  url: string
  apiKey: string
  chatCalls: ChatCall[]
  transcriptionCalls: TranscriptionCall[]
  /** What the next calls do (until changed). */
  chatBehaviour: FakeBehaviour
  transcriptionBehaviour: FakeBehaviour
  /** The assistant's text for a chat request. */
  chatReply: (call: ChatCall) => string
  transcriptionText: (call: TranscriptionCall) => string
  /** Milliseconds to wait before answering an ok call (to watch 'Tænker...' or 'Behandler...'). */
  delayMs: number
  close(): Promise<void>
}

const openAiError = (message: string, type = 'invalid_request_error', code: string | null = null) => ({
  error: { message, type, param: null, code },
})

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function readMultipart(req: IncomingMessage): Promise<Omit<TranscriptionCall, 'authorization'>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {}
    let file: TranscriptionCall['file'] = null
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8' })
    parser.on('field', (name, value) => (fields[name] = value))
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => (file = { fieldName, fileName: info.filename ?? '', mimeType: info.mimeType, bytes: Buffer.concat(chunks) }))
    })
    parser.on('close', () => resolve({ fields, file }))
    parser.on('error', reject)
    req.pipe(parser)
  })
}

export async function startFakeOpenAi(options: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  const hanging = new Set<import('node:http').ServerResponse>()
  const fake: FakeOpenAi = {
    url: '',
    apiKey: options.apiKey ?? 'sk-test-fake-key',
    chatCalls: [],
    transcriptionCalls: [],
    chatBehaviour: { kind: 'ok' },
    transcriptionBehaviour: { kind: 'ok' },
    chatReply: (call) => `Testsvar på: ${call.body.messages.at(-1)?.content ?? ''} [1]`,
    transcriptionText: () => 'Dette er en test af transskription på dansk.',
    delayMs: 0,
    close: async () => {},
  }

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    try {
      const authorization = req.headers.authorization
      const isChat = req.method === 'POST' && req.url === '/v1/chat/completions'
      const isAudio = req.method === 'POST' && req.url === '/v1/audio/transcriptions'
      if (!isChat && !isAudio) return send(404, openAiError(`Unknown request URL: ${req.method} ${req.url}`, 'invalid_request_error', 'unknown_url'))
      if (authorization !== `Bearer ${fake.apiKey}`) {
        await readBody(req)
        return send(401, openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'))
      }

      let behaviour: FakeBehaviour
      let okBody: () => unknown
      if (isChat) {
        if (!String(req.headers['content-type']).startsWith('application/json')) return send(400, openAiError('Expected JSON'))
        let body: ChatCall['body']
        try {
          body = JSON.parse((await readBody(req)).toString('utf8'))
        } catch {
          return send(400, openAiError('We could not parse the JSON body of your request.'))
        }
        const validMessages =
          Array.isArray(body?.messages) &&
          body.messages.length > 0 &&
          body.messages.every((m) => ['system', 'user', 'assistant'].includes(m?.role) && typeof m?.content === 'string')
        if (typeof body?.model !== 'string' || !validMessages) return send(400, openAiError("Invalid 'messages' or 'model'."))
        const call = { authorization, body }
        fake.chatCalls.push(call)
        behaviour = fake.chatBehaviour
        okBody = () => ({
          id: `chatcmpl-${fake.chatCalls.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: fake.chatReply(call) }, logprobs: null, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        })
      } else {
        if (!String(req.headers['content-type']).startsWith('multipart/form-data')) return send(400, openAiError('Expected multipart/form-data'))
        const parsed = await readMultipart(req)
        if (!parsed.fields.model) return send(400, openAiError('you must provide a model parameter'))
        if (!parsed.file || parsed.file.fieldName !== 'file' || parsed.file.bytes.length === 0) {
          return send(400, openAiError("1 validation error for Request body -> file field required"))
        }
        const call = { authorization, ...parsed }
        fake.transcriptionCalls.push(call)
        behaviour = fake.transcriptionBehaviour
        okBody = () => ({ text: fake.transcriptionText(call) })
      }

      if (behaviour.kind === 'hang') {
        hanging.add(res)
        res.on('close', () => hanging.delete(res))
        return
      }
      if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs))
      if (behaviour.kind === 'status') return send(behaviour.status, behaviour.body ?? openAiError('The server had an error while processing your request.', 'server_error'))
      if (behaviour.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end('{"choices": [ this is not json')
      }
      if (behaviour.kind === 'wrong-shape') return send(200, { object: 'list', data: [] })
      return send(200, okBody())
    } catch (err) {
      send(500, openAiError(`fake failed: ${(err as Error).message}`, 'server_error'))
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections?.()
      server.close(() => resolve())
    })
  return fake
}
