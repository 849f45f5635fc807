// The transcription API, written once and run on embedded PGlite and on PostgreSQL, against
// the local fake of an OpenAI-compatible endpoint: upload → 'processing' → completed or
// failed, private to the owner in the API and in the shape, and nothing faked without AI.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  TRANSCRIPTION_FILE_REQUIRED,
  TRANSCRIPTION_NOT_CONFIGURED,
  TRANSCRIPTION_NOT_FOUND,
  TRANSCRIPTION_TOO_LARGE,
  TRANSCRIPTION_WRONG_TYPE,
} from '../../../sync/inputs/transcriptions'
import { TEST_EMPLOYEE, type TestServer } from '../../test/app'
import { newPerson } from '../posts/test-support'
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fake-openai'
import { convertWav, makeWav, wavFormat } from './test-audio'
import { count, noJobsLeft, rowOf, settled, storedFiles, uploadRecording } from './test-support'
import { signInSeeded, useTestServer, type ConfiguredServerFactory } from '../../test/suite-server'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const wav = makeWav({ seconds: 1 })

export function transcriptionsSuite(label: string, makeServer: ConfiguredServerFactory) {
  describe(`transcriptions API (${label})`, () => {
    let s: TestServer
    let fake: FakeOpenAi
    let admin: string
    let employee: string

    beforeAll(async () => {
      fake = await startFakeOpenAi()
      s = await makeServer({ sync: 'embedded', env: { AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey } })
      ;({ admin, employee } = await signInSeeded(s))
    })
    afterAll(async () => {
      await s?.close()
      await fake?.close()
    })
    beforeEach(async () => {
      await noJobsLeft(s)
      fake.transcriptionBehaviour = { kind: 'ok' }
      fake.transcriptionCalls.length = 0
      fake.delayMs = 0
    })

    const shapeRows = async (cookie: string) => {
      const res = await s.request('/api/shapes/transcriptions?offset=-1', { cookie })
      expect(res.status).toBe(200)
      const text = await res.text()
      return { text, rows: (JSON.parse(text) as { value?: Record<string, unknown> }[]).filter((m) => m.value).map((m) => m.value!) }
    }

    it('an upload is stored as processing for its owner, then completed with the text from the endpoint', async () => {
      fake.transcriptionText = () => 'Velkommen til byggemødet på Vestergade.'
      const res = await uploadRecording(s, employee, convertWav(wav, 'mp3'), 'Byggemøde uge 12.mp3')
      expect(res.status).toBe(201)
      const { transcription, txid } = await res.json()
      expect(transcription).toMatchObject({
        user_id: s.employeeId,
        filename: 'Byggemøde uge 12.mp3',
        status: 'processing',
        transcription: 'Behandler...',
      })
      expect(txid).toMatch(/^\d+$/)
      const captured = await s.db.sql.query<{ txid: string }>(
        `select txid::text from sync_changes where relation = 'transcriptions' and operation = 'insert' and new_row->>'id' = $1`,
        [transcription.id],
      )
      expect(captured).toEqual([{ txid }])

      expect(await settled(s, transcription.id)).toMatchObject({ status: 'completed', transcription: 'Velkommen til byggemødet på Vestergade.' })
      expect(fake.transcriptionCalls).toHaveLength(1)
      const call = fake.transcriptionCalls[0]
      expect(call.authorization).toBe(`Bearer ${fake.apiKey}`)
      expect(call.fields).toMatchObject({ model: 'whisper-1', language: 'da' })
      expect(call.file?.fieldName).toBe('file')
      expect(wavFormat(call.file!.bytes)).toEqual({ channels: 1, sampleRate: 16_000, bitsPerSample: 16 })
      // The recording is not kept, and the job is done.
      await noJobsLeft(s)
      expect(await storedFiles(s)).toEqual([])
    })

    it('each kind the page offers (WAV, M4A, MP4 video) is accepted by its content', async () => {
      for (const [bytes, name] of [
        [wav, 'lyd.wav'],
        [convertWav(wav, 'm4a'), 'lyd.m4a'],
        [convertWav(wav, 'mp4'), 'video.mp4'],
      ] as const) {
        const res = await uploadRecording(s, employee, bytes, name)
        expect(res.status, name).toBe(201)
        const { transcription } = await res.json()
        expect((await settled(s, transcription.id)).status, name).toBe('completed')
      }
    })

    it('is private: nobody else lists, syncs or deletes it, not even an admin', async () => {
      const res = await uploadRecording(s, employee, wav, 'Personalesag.wav')
      const { transcription } = await res.json()
      await settled(s, transcription.id)

      const mine = await (await s.request('/api/transcriptions', { cookie: employee })).json()
      expect(mine.transcriptions.map((t: { id: string }) => t.id)).toContain(transcription.id)
      const theirs = await (await s.request('/api/transcriptions', { cookie: admin })).json()
      expect(theirs.transcriptions.map((t: { id: string }) => t.id)).not.toContain(transcription.id)

      const own = await shapeRows(employee)
      expect(own.rows.map((r) => r.id)).toContain(transcription.id)
      expect(own.rows.every((r) => r.user_id === s.employeeId)).toBe(true)
      const adminShape = await shapeRows(admin)
      expect(adminShape.rows).toEqual([])
      expect(adminShape.text).not.toContain('Personalesag')
      const colleague = await newPerson(s)
      expect((await shapeRows(colleague.cookie)).rows).toEqual([])
      // Whatever the browser asks for, the where clause is the viewer's own rows.
      const tricked = await s.request(`/api/shapes/transcriptions?offset=-1&where=true&params[1]=${s.employeeId}`, { cookie: admin })
      expect(await tricked.text()).not.toContain('Personalesag')

      for (const cookie of [admin, colleague.cookie]) {
        const del = await s.request(`/api/transcriptions/${transcription.id}`, { method: 'DELETE', cookie })
        expect(del.status).toBe(404)
        expect(await del.json()).toEqual({ error: TRANSCRIPTION_NOT_FOUND })
      }
      expect(await rowOf(s, transcription.id)).toBeTruthy()

      const del = await s.request(`/api/transcriptions/${transcription.id}`, { method: 'DELETE', cookie: employee })
      expect(del.status).toBe(200)
      expect((await del.json()).txid).toMatch(/^\d+$/)
      expect(await rowOf(s, transcription.id)).toBeUndefined()
      expect((await s.request(`/api/transcriptions/${transcription.id}`, { method: 'DELETE', cookie: employee })).status).toBe(404)
      expect((await s.request(`/api/transcriptions/not-a-uuid`, { method: 'DELETE', cookie: employee })).status).toBe(404)
      expect((await s.request(`/api/transcriptions/${UNKNOWN_ID}`, { method: 'DELETE', cookie: employee })).status).toBe(404)
    })

    it('needs a session for every call', async () => {
      expect((await s.request('/api/transcriptions')).status).toBe(401)
      expect((await uploadRecording(s, undefined, wav, 'a.wav')).status).toBe(401)
      expect((await s.request(`/api/transcriptions/${UNKNOWN_ID}`, { method: 'DELETE' })).status).toBe(401)
      expect((await s.request('/api/shapes/transcriptions?offset=-1')).status).toBe(401)
    })

    it('refuses the wrong type (by content, not name), 25 MB and more, and no file, writing nothing', async () => {
      const before = await count(s, 'transcriptions')
      const cases: [Buffer | string, string, number, string][] = [
        ['Dette er bare tekst, ikke lyd', 'falsk.mp3', 415, TRANSCRIPTION_WRONG_TYPE],
        [await import('sharp').then((m) => m.default({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer()), 'billede.wav', 415, TRANSCRIPTION_WRONG_TYPE],
        [Buffer.concat([wav.subarray(0, 44), Buffer.alloc(25 * 1024 * 1024 + 10)]), 'stor.wav', 413, TRANSCRIPTION_TOO_LARGE],
      ]
      for (const [bytes, name, status, message] of cases) {
        const res = await uploadRecording(s, employee, bytes, name)
        expect(res.status, name).toBe(status)
        expect(await res.json(), name).toEqual({ error: message })
      }
      const form = new FormData()
      form.append('note', 'ingen fil')
      const empty = await s.app.request('/api/transcriptions', { method: 'POST', headers: { cookie: employee, origin: 'http://localhost:3000' }, body: form })
      expect(empty.status).toBe(400)
      expect(await empty.json()).toEqual({ error: TRANSCRIPTION_FILE_REQUIRED })
      const json = await s.request('/api/transcriptions', { method: 'POST', cookie: employee, json: { file: 'x' } })
      expect(json.status).toBe(415)
      expect(await json.json()).toEqual({ error: TRANSCRIPTION_FILE_REQUIRED })
      expect(await count(s, 'transcriptions')).toBe(before)
      expect(await storedFiles(s)).toEqual([])
      expect(fake.transcriptionCalls).toHaveLength(0)
    })

    it("a failing endpoint or an undecodable file ends as failed with 'Fejl: {message}', the file removed", async () => {
      const cases: [FakeOpenAi['transcriptionBehaviour'], Buffer, string][] = [
        [{ kind: 'status', status: 500 }, wav, 'Fejl: AI-tjenesten svarede med HTTP 500: The server had an error while processing your request.'],
        [{ kind: 'status', status: 413, body: { error: { message: 'Maximum content size limit exceeded.' } } }, wav, 'Fejl: AI-tjenesten svarede med HTTP 413: Maximum content size limit exceeded.'],
        [{ kind: 'malformed' }, wav, 'Fejl: AI-tjenesten sendte et svar, der ikke kunne læses'],
        [{ kind: 'wrong-shape' }, wav, 'Fejl: AI-tjenesten sendte et svar, der ikke kunne læses'],
        [{ kind: 'ok' }, Buffer.concat([Buffer.from('ID3'), Buffer.alloc(6000, 9)]), 'Fejl: Filen kunne ikke afkodes som lyd eller video'],
      ]
      for (const [behaviour, bytes, text] of cases) {
        fake.transcriptionBehaviour = behaviour
        const res = await uploadRecording(s, employee, bytes, 'optagelse.mp3')
        expect(res.status, text).toBe(201)
        const { transcription } = await res.json()
        expect(await settled(s, transcription.id), text).toMatchObject({ status: 'failed', transcription: text })
      }
      await noJobsLeft(s)
      expect(await storedFiles(s)).toEqual([])
    })

    it('a transcription deleted while it is being worked on stays deleted', async () => {
      fake.delayMs = 1500
      const res = await uploadRecording(s, employee, wav, 'slettes.wav')
      const { transcription } = await res.json()
      await expect.poll(() => fake.transcriptionCalls.length, { timeout: 10_000 }).toBe(1)
      expect((await s.request(`/api/transcriptions/${transcription.id}`, { method: 'DELETE', cookie: employee })).status).toBe(200)
      await noJobsLeft(s)
      await new Promise((r) => setTimeout(r, 1700))
      expect(await rowOf(s, transcription.id)).toBeUndefined()
      expect(await storedFiles(s)).toEqual([])
    })
  })

  describe(`transcriptions without an AI endpoint (${label})`, () => {
    const s = useTestServer(() => makeServer({}))

    it('says it is not set up and takes nothing in', async () => {
      const employee = await s.cookieFor(TEST_EMPLOYEE.email)
      const status = await s.request('/api/ai/status', { cookie: employee })
      expect(await status.json()).toEqual({ languageModel: false, transcription: false })
      const res = await uploadRecording(s, employee, wav, 'møde.wav')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ error: TRANSCRIPTION_NOT_CONFIGURED })
      expect(await count(s, 'transcriptions')).toBe(0)
      expect(await storedFiles(s)).toEqual([])
    })
  })
}
