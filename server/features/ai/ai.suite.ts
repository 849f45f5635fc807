// The assistant, document search and post enhancement on a real database with real handbook
// PDFs (text extracted per page at upload), against the local fake model endpoint; and the
// same calls on a server with no model, which must say so rather than pretend.
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ASSISTANT_ID_MISSING, LEGAL_DISCLAIMER } from '../../../sync/inputs/ai'
import { createGetViewer } from '../../auth/viewer'
import { onError } from '../../http/errors'
import { TEST_EMPLOYEE, type TestServer } from '../../test/app'
import { aiConfigFrom } from './config'
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai'
import { createAiRoutes, ENHANCE_NOT_CONFIGURED, MODEL_RATE_LIMITED } from './routes'
import { uploadHandbooks } from './test-support'
import { useTestServer, type ConfiguredServerFactory } from '../../test/suite-server'

interface Reply {
  text: string
  references: { fileName: string; pageNumber: number; relevanceScore: number; url: string }[]
}

export function aiSuite(label: string, makeServer: ConfiguredServerFactory) {
  describe(`AI assistant, document search and post enhancement (${label})`, () => {
    let s: TestServer
    let fake: FakeOpenAi
    let employee: string
    let books: Awaited<ReturnType<typeof uploadHandbooks>>
    const chat = async (json: unknown, cookie = employee) => {
      const res = await s.request('/api/chat', { method: 'POST', cookie, json })
      return { status: res.status, body: await res.json() }
    }

    beforeAll(async () => {
      fake = await startFakeOpenAi()
      s = await makeServer({ env: { AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: fake.apiKey, AI_CHAT_MODEL: 'test-model' } })
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
      books = await uploadHandbooks(s, await s.cookieFor('admin@test.dk'))
    })
    afterAll(async () => {
      await s?.close()
      await fake?.close()
    })
    beforeEach(() => {
      fake.chatBehaviour = { kind: 'ok' }
      fake.chatCalls.length = 0
      fake.chatReply = (call) => `Testsvar på: ${call.body.messages.at(-1)?.content} [1]`
    })

    it('search ranks the page that answers a Danish question first (stemmed, in both databases)', async () => {
      const search = async (query: string) => {
        const res = await s.request('/api/search-documents', { method: 'POST', cookie: employee, json: { query } })
        expect(res.status).toBe(200)
        return (await res.json()).results as (Reply['references'][number] & { excerpt: string; content?: string })[]
      }
      const scaffold = await search('Hvor tit skal stilladset inspiceres?')
      expect(scaffold[0]).toMatchObject({ fileName: 'Sikkerhedshaandbog.pdf', pageNumber: 2, url: `${books.safety.file_url}#page=2` })
      expect(scaffold[0].excerpt).toMatch(/inspiceres dagligt/)
      expect(scaffold[0]).not.toHaveProperty('content')
      const holiday = await search('Hvornår skal min ferie aftales med lederen?')
      expect(holiday[0]).toMatchObject({ fileName: 'Personalehaandbog.pdf', pageNumber: 1 })
      // A page that shares only "leder" ranks below the one that has "ferie" and "aftales" too.
      expect(holiday.map((r) => `${r.fileName}:${r.pageNumber}`)).toContain('Personalehaandbog.pdf:2')
      for (const list of [scaffold, holiday]) {
        for (const r of list) {
          expect(r.relevanceScore).toBeGreaterThan(0)
          expect(r.relevanceScore).toBeLessThanOrEqual(1)
        }
        expect(list.map((r) => r.relevanceScore)).toEqual([...list.map((r) => r.relevanceScore)].sort((a, b) => b - a))
      }
      expect(holiday[0].relevanceScore).toBeGreaterThan(holiday.at(-1)!.relevanceScore)
      expect(await search('kaffemaskine espresso')).toEqual([])
      const empty = await s.request('/api/search-documents', { method: 'POST', cookie: employee, json: { query: '  ' } })
      expect(empty.status).toBe(400)
    })

    it('a reference opens the handbook file for a signed-in user', async () => {
      const { body } = await chat({ message: 'Hvornår skal stilladser inspiceres?', assistantId: 'general' })
      const url = (body as Reply).references[0].url
      expect(url).toMatch(/^\/api\/files\/handbooks\/.+\.pdf#page=2$/)
      const file = await s.request(url.split('#')[0], { cookie: employee })
      expect(file.status).toBe(200)
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100)
    })

    it('the model gets the best passages and the question, and its answer comes back with the pages it cites', async () => {
      const { status, body } = await chat({
        message: 'Hvornår skal stilladser inspiceres?',
        assistantId: 'general',
        history: [
          { role: 'user', content: 'Hej' },
          { role: 'assistant', content: 'Hej! Hvad kan jeg hjælpe med?' },
        ],
        vectorSearchResults: [{ ignored: true }],
      })
      expect(status).toBe(200)
      const reply = body as Reply
      expect(reply.text).toBe('Testsvar på: Hvornår skal stilladser inspiceres? [1]')
      expect(reply.references).toEqual([
        { fileName: 'Sikkerhedshaandbog.pdf', pageNumber: 2, relevanceScore: expect.any(Number), url: `${books.safety.file_url}#page=2`, title: expect.any(String) },
      ])
      expect(reply.references[0].relevanceScore).toBeGreaterThan(0.5)
      const call = fake.chatCalls[0]
      expect(call.authorization).toBe(`Bearer ${fake.apiKey}`)
      expect(call.body.model).toBe('test-model')
      const [system, ...rest] = call.body.messages
      expect(system.role).toBe('system')
      expect(system.content).toContain('[1] Sikkerhedshaandbog.pdf, side 2:')
      expect(system.content).toContain('Alle stilladser skal inspiceres dagligt')
      expect(system.content).toMatch(/dansk/)
      expect(rest).toEqual([
        { role: 'user', content: 'Hej' },
        { role: 'assistant', content: 'Hej! Hvad kan jeg hjælpe med?' },
        { role: 'user', content: 'Hvornår skal stilladser inspiceres?' },
      ])
    })

    it('the legal assistant always says it is not legal advice', async () => {
      fake.chatReply = () => 'Entreprenøren har ansvaret for stilladset.'
      const { body } = await chat({ message: 'Hvem har ansvaret for stilladser?', assistantId: 'legal' })
      expect((body as Reply).text).toBe(`Entreprenøren har ansvaret for stilladset.\n\n${LEGAL_DISCLAIMER}`)
      expect(fake.chatCalls[0].body.messages[0].content).toMatch(/juridiske assistent/)
      fake.chatReply = () => `Svar.\n\n${LEGAL_DISCLAIMER}`
      expect((await chat({ message: 'Og nu?', assistantId: 'legal' })).body.text).toBe(`Svar.\n\n${LEGAL_DISCLAIMER}`)
    })

    it('bad input is refused in Danish; a missing assistant gets its own message', async () => {
      const cases: [unknown, string][] = [
        [{ message: 'Hej' }, ASSISTANT_ID_MISSING],
        [{ message: 'Hej', assistantId: '' }, ASSISTANT_ID_MISSING],
        [{ message: 'Hej', assistantId: 'hacker' }, 'Ukendt assistent'],
        [{ message: '   ', assistantId: 'general' }, 'Skriv en besked'],
        [{ message: 'x'.repeat(4001), assistantId: 'general' }, 'Beskeden må højst være 4000 tegn'],
        [{ message: 'Hej', assistantId: 'general', history: 'nej' }, 'Ugyldig samtale'],
      ]
      for (const [json, error] of cases) expect(await chat(json), error).toEqual({ status: 400, body: { error } })
      const bad = await s.request('/api/chat', { method: 'POST', cookie: employee, body: '{nope' })
      expect(bad.status).toBe(400)
      expect((await s.request('/api/chat', { method: 'POST', json: { message: 'Hej', assistantId: 'general' } })).status).toBe(401)
      expect((await s.request('/api/enhance-post', { method: 'POST', json: { content: 'Hej' } })).status).toBe(401)
      expect((await s.request('/api/search-documents', { method: 'POST', json: { query: 'Hej' } })).status).toBe(401)
      expect((await s.request('/api/ai/status')).status).toBe(401)
      expect(fake.chatCalls).toHaveLength(0)
    })

    it('model failures answer 502 with a reason, a timeout 504; nothing crashes', async () => {
      fake.chatBehaviour = { kind: 'status', status: 500 }
      expect(await chat({ message: 'Hej', assistantId: 'general' })).toEqual({
        status: 502,
        body: { error: 'AI-tjenesten svarede med HTTP 500: The server had an error while processing your request.' },
      })
      fake.chatBehaviour = { kind: 'malformed' }
      expect(await chat({ message: 'Hej', assistantId: 'general' })).toEqual({ status: 502, body: { error: 'AI-tjenesten sendte et svar, der ikke kunne læses' } })
      fake.chatBehaviour = { kind: 'wrong-shape' }
      expect((await chat({ message: 'Hej', assistantId: 'general' })).status).toBe(502)

      // The same routes with short timeouts, so a hanging model is a quick 504.
      const quick = new Hono()
      quick.onError(onError)
      quick.route('/api', createAiRoutes({ db: s.db, getViewer: createGetViewer(s.auth), ai: aiConfigFrom({ AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey }), timeouts: { chatMs: 300, enhanceMs: 300 } }))
      fake.chatBehaviour = { kind: 'hang' }
      for (const [path, json] of [
        ['/api/chat', { message: 'Hej', assistantId: 'general' }],
        ['/api/enhance-post', { content: 'Vi har rejst spær i dag.' }],
      ] as const) {
        const res = await quick.request(path, { method: 'POST', headers: { cookie: employee, 'content-type': 'application/json' }, body: JSON.stringify(json) })
        expect(res.status, path).toBe(504)
        expect(await res.json(), path).toEqual({ error: 'AI-tjenesten svarede ikke i tide' })
      }
    })

    it('each user has a budget of model calls; over it: 429 in Danish with Retry-After, and no model call', async () => {
      const limited = new Hono()
      limited.onError(onError)
      limited.route('/api', createAiRoutes({
        db: s.db,
        getViewer: createGetViewer(s.auth),
        ai: aiConfigFrom({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: fake.apiKey, AI_CHAT_MODEL: 'test-model' }),
        modelRateLimit: { max: 2, windowSeconds: 60 },
      }))
      const post = (path: string, json: unknown, cookie = employee) =>
        limited.request(path, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(json) })
      await s.db.sql.query(`delete from public_rate_limits where key like 'ai-model:%'`)
      expect((await post('/api/chat', { message: 'Hej', assistantId: 'general' })).status).toBe(200)
      // Bad input never reaches the model and is not counted.
      expect((await post('/api/chat', { message: '', assistantId: 'general' })).status).toBe(400)
      expect((await post('/api/enhance-post', { content: 'Vi har rejst spær i dag.' })).status).toBe(200)
      const calls = fake.chatCalls.length
      const refused = await post('/api/chat', { message: 'Hej igen', assistantId: 'general' })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.json()).toEqual({ error: MODEL_RATE_LIMITED })
      expect(fake.chatCalls.length).toBe(calls)
      // Another user has a budget of their own.
      const admin = await s.cookieFor('admin@test.dk')
      expect((await post('/api/chat', { message: 'Hej', assistantId: 'general' }, admin)).status).toBe(200)
    })

    it('enhance-post rewrites the draft with the model (Danish, same meaning, LinkedIn tone)', async () => {
      fake.chatReply = () => '```html\n<p>Stolte af holdet: <strong>spæret er rejst</strong> på Vestergade! #byggeri</p>\n```'
      const res = await s.request('/api/enhance-post', { method: 'POST', cookie: employee, json: { content: '<p>vi har rejst spær i dag på vestergade</p>' } })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ enhancedContent: '<p>Stolte af holdet: <strong>spæret er rejst</strong> på Vestergade! #byggeri</p>' })
      const [system, user] = fake.chatCalls[0].body.messages
      expect(system.content).toMatch(/LinkedIn/)
      expect(system.content).toMatch(/dansk/)
      expect(system.content).toMatch(/Bevar budskabet/)
      expect(user).toEqual({ role: 'user', content: '<p>vi har rejst spær i dag på vestergade</p>' })

      fake.chatBehaviour = { kind: 'status', status: 503 }
      const failed = await s.request('/api/enhance-post', { method: 'POST', cookie: employee, json: { content: 'Hej' } })
      expect(failed.status).toBe(502)
      const empty = await s.request('/api/enhance-post', { method: 'POST', cookie: employee, json: { content: ' ' } })
      expect(empty.status).toBe(400)
      expect(await empty.json()).toEqual({ error: 'Skriv noget tekst, før du forbedrer opslaget' })
    })
  })

  describe(`AI without a language model (${label})`, () => {
    const s = useTestServer(() => makeServer({}))
    let employee: string
    beforeAll(async () => {
      employee = await s.cookieFor(TEST_EMPLOYEE.email)
      await uploadHandbooks(s, await s.cookieFor('admin@test.dk'))
    })

    it('the assistant answers honestly with the best passages and says no language model is set up', async () => {
      const res = await s.request('/api/chat', { method: 'POST', cookie: employee, json: { message: 'Hvornår skal stilladser inspiceres?', assistantId: 'general' } })
      expect(res.status).toBe(200)
      const reply = (await res.json()) as Reply
      expect(reply.text).toMatch(/^Der er ikke sat en sprogmodel op/)
      expect(reply.text).toContain('1. Sikkerhedshaandbog.pdf, side 2: "')
      expect(reply.text).toContain('inspiceres dagligt')
      expect(reply.references[0]).toMatchObject({ fileName: 'Sikkerhedshaandbog.pdf', pageNumber: 2 })

      const legal = await s.request('/api/chat', { method: 'POST', cookie: employee, json: { message: 'Hvad koster en espresso?', assistantId: 'legal' } })
      const legalReply = (await legal.json()) as Reply
      expect(legalReply.text).toMatch(/^Der er ikke sat en sprogmodel op.*ingen steder/s)
      expect(legalReply.text.endsWith(LEGAL_DISCLAIMER)).toBe(true)
      expect(legalReply.references).toEqual([])
    })

    it('enhance-post answers 503 with a Danish message; status says nothing is set up', async () => {
      const res = await s.request('/api/enhance-post', { method: 'POST', cookie: employee, json: { content: 'Vi har rejst spær.' } })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ error: ENHANCE_NOT_CONFIGURED })
      expect(await (await s.request('/api/ai/status', { cookie: employee })).json()).toEqual({ languageModel: false, transcription: false })
    })
  })
}
