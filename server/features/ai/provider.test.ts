// The OpenAI-compatible client against the local fake endpoint: real HTTP, real request
// shapes, every failure mode turned into a Danish AiError.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiConfigFrom } from './config'
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai'
import { AiError, chatCompletion, transcribeAudio } from './provider'
import { freePortUrl } from './test-support'

describe('OpenAI-compatible provider client', () => {
  let fake: FakeOpenAi
  const config = () => aiConfigFrom({ AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey, AI_CHAT_MODEL: 'test-chat', AI_TRANSCRIBE_MODEL: 'test-whisper' })
  const ask = (timeoutMs?: number) => chatCompletion(config(), { messages: [{ role: 'user', content: 'Hej' }], timeoutMs })
  const audio = () => new Blob([new Uint8Array([82, 73, 70, 70, 1, 2, 3])], { type: 'audio/wav' })

  beforeAll(async () => {
    fake = await startFakeOpenAi()
  })
  afterAll(async () => fake?.close())
  beforeEach(() => {
    fake.chatBehaviour = { kind: 'ok' }
    fake.transcriptionBehaviour = { kind: 'ok' }
    fake.chatCalls.length = 0
    fake.transcriptionCalls.length = 0
  })

  it('config: the base URL works with or without /v1 and a trailing slash; models default', () => {
    expect(aiConfigFrom({ AI_BASE_URL: 'http://x:1/v1/' }).baseUrl).toBe('http://x:1')
    expect(aiConfigFrom({ AI_BASE_URL: ' http://x:1 ' }).baseUrl).toBe('http://x:1')
    expect(aiConfigFrom({})).toEqual({ baseUrl: undefined, apiKey: undefined, chatModel: 'gpt-4o-mini', transcribeModel: 'whisper-1' })
  })

  it('chat: sends model, messages and the bearer key; returns the first choice', async () => {
    fake.chatReply = () => '  Et svar  '
    expect(await ask()).toBe('Et svar')
    expect(fake.chatCalls).toHaveLength(1)
    expect(fake.chatCalls[0].authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(fake.chatCalls[0].body).toMatchObject({ model: 'test-chat', messages: [{ role: 'user', content: 'Hej' }] })
  })

  it('transcription: multipart with model, language da and the file', async () => {
    fake.transcriptionText = () => ' Hej med dig '
    const text = await transcribeAudio(config(), { file: audio(), fileName: 'audio.wav', language: 'da' })
    expect(text).toBe('Hej med dig')
    const call = fake.transcriptionCalls[0]
    expect(call.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(call.fields).toMatchObject({ model: 'test-whisper', language: 'da' })
    expect(call.file).toMatchObject({ fieldName: 'file', fileName: 'audio.wav', mimeType: 'audio/wav' })
    expect([...call.file!.bytes]).toEqual([82, 73, 70, 70, 1, 2, 3])
  })

  it('a wrong key is the provider’s 401, with its message', async () => {
    const wrong = { ...config(), apiKey: 'sk-wrong' }
    const err = await chatCompletion(wrong, { messages: [{ role: 'user', content: 'x' }] }).catch((e) => e)
    expect(err).toBeInstanceOf(AiError)
    expect(err).toMatchObject({ kind: 'http', status: 401, message: 'AI-tjenesten svarede med HTTP 401: Incorrect API key provided.' })
  })

  it('HTTP 500, malformed JSON, the wrong shape, a timeout and an unreachable host each fail clearly', async () => {
    fake.chatBehaviour = { kind: 'status', status: 500 }
    await expect(ask()).rejects.toMatchObject({ kind: 'http', status: 500, message: expect.stringContaining('HTTP 500') })
    fake.chatBehaviour = { kind: 'malformed' }
    await expect(ask()).rejects.toMatchObject({ kind: 'malformed', message: 'AI-tjenesten sendte et svar, der ikke kunne læses' })
    fake.chatBehaviour = { kind: 'wrong-shape' }
    await expect(ask()).rejects.toMatchObject({ kind: 'malformed' })
    fake.transcriptionBehaviour = { kind: 'wrong-shape' }
    await expect(transcribeAudio(config(), { file: audio(), fileName: 'a.wav', language: 'da' })).rejects.toMatchObject({ kind: 'malformed' })
    fake.chatBehaviour = { kind: 'hang' }
    const started = Date.now()
    await expect(ask(300)).rejects.toMatchObject({ kind: 'timeout', message: 'AI-tjenesten svarede ikke i tide' })
    expect(Date.now() - started).toBeLessThan(3000)
    const down = aiConfigFrom({ AI_BASE_URL: await freePortUrl() })
    await expect(chatCompletion(down, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ kind: 'network' })
  })

  it('without AI_BASE_URL nothing is sent', async () => {
    await expect(chatCompletion(aiConfigFrom({}), { messages: [] })).rejects.toMatchObject({ kind: 'not-configured' })
    expect(fake.chatCalls).toHaveLength(0)
  })
})
