// Runs transcription jobs: claim (a lease in the database), decode with ffmpeg, send to the
// OpenAI-compatible endpoint with language 'da', store the text or 'Fejl: …'. Nothing lives
// only in memory: the row's status is the truth, so a job a dead replica left behind is
// taken over by whichever replica sweeps next.
import { openAsBlob } from 'node:fs'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/types'
import type { Storage } from '../../storage'
import { aiConfigured, type AiConfig } from '../ai/config'
import { AiError, transcribeAudio } from '../ai/provider'
import { decodeForTranscription, DecodeError } from './ffmpeg'
import { claimJob, failOrphans, finishJob, renewLease, type ClaimedJob } from './queue'

export const NOT_SET_UP = 'Transskription er ikke sat op på denne server'
export const INTERRUPTED = 'Transskriptionen blev afbrudt flere gange. Prøv at uploade filen igen.'
export const NO_SPEECH = 'Der blev ikke genkendt nogen tale i filen.'
const UNEXPECTED = 'Der opstod en fejl under transskriptionen'

export interface WorkerOptions {
  kysely: Kysely<DB>
  storage: Storage
  ai: AiConfig
  /** Jobs this worker runs at once (ffmpeg is CPU-heavy). */
  concurrency?: number
  leaseMs?: number
  /** How often start() looks for work left behind (a dead replica's, or queued). */
  sweepMs?: number
  maxAttempts?: number
  transcribeTimeoutMs?: number
}

export interface TranscriptionWorker {
  /** Look for work now (after an upload); returns when this call's share of it is done. */
  kick(): Promise<void>
  /** Sweep at once and then every sweepMs, until stop(). */
  start(): void
  stop(): Promise<void>
}

export function createTranscriptionWorker(options: WorkerOptions): TranscriptionWorker {
  const { kysely, storage, ai } = options
  const concurrency = options.concurrency ?? 2
  const leaseMs = options.leaseMs ?? 120_000
  const maxAttempts = options.maxAttempts ?? 3
  let running = 0
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  const inFlight = new Set<Promise<void>>()

  async function transcribe(job: ClaimedJob): Promise<string> {
    const decoded = await storage.withLocalFile(job.fileKey, (source) => decodeForTranscription(source))
    try {
      const file = await openAsBlob(decoded.path, { type: decoded.mime })
      const text = await transcribeAudio(ai, { file, fileName: decoded.fileName, language: 'da', timeoutMs: options.transcribeTimeoutMs })
      return text || NO_SPEECH
    } finally {
      await decoded.dispose()
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    // The lease is renewed while the work runs, so a long file is never taken over by mistake.
    const renew = setInterval(() => void renewLease(kysely, job.transcriptionId, leaseMs).catch(() => {}), Math.max(1000, leaseMs / 3))
    let result: Parameters<typeof finishJob>[2]
    try {
      if (!aiConfigured(ai)) result = { status: 'failed', message: NOT_SET_UP }
      else if (job.attempts > maxAttempts) result = { status: 'failed', message: INTERRUPTED }
      else result = { status: 'completed', text: await transcribe(job) }
    } catch (err) {
      const known = err instanceof AiError || err instanceof DecodeError
      if (!known) console.error(`[transcriptions] job ${job.transcriptionId} failed:`, err)
      result = { status: 'failed', message: known ? (err as Error).message : UNEXPECTED }
    } finally {
      clearInterval(renew)
    }
    const { fileKey } = await finishJob(kysely, job.transcriptionId, result)
    // The recording is not kept once it has been transcribed (or given up on).
    if (fileKey) await storage.remove(fileKey).catch(() => {})
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const job = await claimJob(kysely, leaseMs)
      if (!job) return
      await runJob(job)
    }
  }

  function kick(): Promise<void> {
    if (stopped || running >= concurrency) return Promise.resolve()
    running++
    const work = drain()
      .catch((err) => console.error('[transcriptions] worker:', err))
      .finally(() => {
        running--
        inFlight.delete(work)
      })
    inFlight.add(work)
    return work
  }

  async function sweep() {
    await failOrphans(kysely, UNEXPECTED).catch(() => 0)
    await kick()
  }

  return {
    kick,
    start() {
      if (timer || stopped) return
      void sweep()
      timer = setInterval(() => void sweep(), options.sweepMs ?? 30_000)
      timer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = null
      await Promise.allSettled([...inFlight])
    },
  }
}
