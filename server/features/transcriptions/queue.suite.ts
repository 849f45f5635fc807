// The work queue across replicas: jobs are claimed with a lease in the database, so two
// servers never take the same job, a live lease is respected, and a job a stopped replica
// left behind is taken over when another server starts (or sweeps).
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../../test/app'
import { aiConfigFrom } from '../ai/config'
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fake-openai'
import { claimJob } from './queue'
import { createTranscription } from './store'
import { makeWav } from './test-audio'
import { rowOf, settled, storeRecording } from './test-support'
import { createTranscriptionWorker, INTERRUPTED, type TranscriptionWorker } from './worker'
import type { ConfiguredServerFactory } from '../../test/suite-server'

const wav = makeWav({ seconds: 0.5 })

export function transcriptionQueueSuite(label: string, makeServer: ConfiguredServerFactory) {
  describe(`transcription work queue (${label})`, () => {
    let s: TestServer
    let fake: FakeOpenAi
    const workers: TranscriptionWorker[] = []
    const viewer = () => ({ id: s.employeeId, role: 'user' as const })
    const worker = (extra: Partial<Parameters<typeof createTranscriptionWorker>[0]> = {}) => {
      const w = createTranscriptionWorker({ kysely: s.db.kysely, storage: s.storage, ai: aiConfigFrom({ AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey }), ...extra })
      workers.push(w)
      return w
    }
    const keys = new Map<string, string>()
    const newJob = async (filename = 'kø.wav') => {
      const fileKey = await storeRecording(s, wav)
      const { id } = (await createTranscription(s.db.kysely, viewer(), { filename, fileKey })).transcription
      keys.set(id, fileKey)
      return id
    }

    beforeAll(async () => {
      fake = await startFakeOpenAi()
      // No AI env: the app's own worker stays out of the way; these tests run their own.
      s = await makeServer({})
    })
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()))
      fake.transcriptionBehaviour = { kind: 'ok' }
      await s.db.sql.query('delete from transcriptions')
    })
    afterAll(async () => {
      await s?.close()
      await fake?.close()
    })

    it('concurrent claims (as from several replicas) each get a different job, then none', async () => {
      const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => newJob(`fil-${n}.wav`)))
      const claims = await Promise.all(ids.map(() => claimJob(s.db.kysely, 60_000)))
      expect(new Set(claims.map((c) => c?.transcriptionId)).size).toBe(6)
      expect(claims.map((c) => c!.transcriptionId).sort()).toEqual([...ids].sort())
      expect(claims.every((c) => c!.attempts === 1)).toBe(true)
      expect(await claimJob(s.db.kysely, 60_000)).toBeNull()
    })

    it('a job under a live lease is left alone; once the lease runs out, a starting server takes it over', async () => {
      const id = await newJob()
      await sql`update transcription_jobs set locked_until = now() + interval '10 minutes', attempts = 1`.execute(s.db.kysely)
      await worker().kick()
      expect(await rowOf(s, id)).toMatchObject({ status: 'processing', transcription: 'Behandler...' })
      expect(fake.transcriptionCalls).toHaveLength(0)

      // The replica holding it stopped: its lease expires.
      await sql`update transcription_jobs set locked_until = now() - interval '1 second'`.execute(s.db.kysely)
      worker({ sweepMs: 60_000 }).start()
      expect(await settled(s, id)).toMatchObject({ status: 'completed', transcription: 'Dette er en test af transskription på dansk.' })
      // The file is removed just after the row settles.
      await expect.poll(() => s.storage.size(keys.get(id)!), { timeout: 10_000 }).toBeNull()
    })

    it('a job that was interrupted too often is closed as failed instead of tried for ever', async () => {
      const id = await newJob()
      await sql`update transcription_jobs set attempts = 3, locked_until = now() - interval '1 second'`.execute(s.db.kysely)
      await worker().kick()
      expect(await rowOf(s, id)).toMatchObject({ status: 'failed', transcription: `Fejl: ${INTERRUPTED}` })
    })

    it('an endpoint that does not answer in time fails the job with a timeout message', async () => {
      fake.transcriptionBehaviour = { kind: 'hang' }
      const id = await newJob()
      await worker({ transcribeTimeoutMs: 400 }).kick()
      expect(await rowOf(s, id)).toMatchObject({ status: 'failed', transcription: 'Fejl: AI-tjenesten svarede ikke i tide' })
    })

    it('without an AI endpoint, work left behind is closed as failed (not left spinning)', async () => {
      const id = await newJob()
      const idle = createTranscriptionWorker({ kysely: s.db.kysely, storage: s.storage, ai: aiConfigFrom({}) })
      workers.push(idle)
      await idle.kick()
      expect(await rowOf(s, id)).toMatchObject({ status: 'failed', transcription: 'Fejl: Transskription er ikke sat op på denne server' })
    })

    it('a processing row that lost its job is closed by the sweep', async () => {
      const id = await newJob()
      await s.db.sql.query('delete from transcription_jobs')
      worker({ sweepMs: 60_000 }).start()
      await expect.poll(async () => (await rowOf(s, id)).status).toBe('failed')
    })
  })
}
