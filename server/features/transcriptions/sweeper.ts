// Started once per server process (server/main.ts): picks up transcriptions left in
// 'processing' — by a replica that stopped mid-job, or uploads waiting their turn — at start
// and then every 30 s. Without an AI endpoint it still runs, to close such rows as failed.
import type { Database } from '../../db/connect'
import type { Storage } from '../../storage'
import { aiConfigFrom, type AiEnv } from '../ai/config'
import { createTranscriptionWorker, type TranscriptionWorker } from './worker'

export function startTranscriptionSweeper(deps: { db: Database; storage: Storage; env: AiEnv }): TranscriptionWorker {
  const worker = createTranscriptionWorker({ kysely: deps.db.kysely, storage: deps.storage, ai: aiConfigFrom(deps.env), concurrency: 1 })
  worker.start()
  return worker
}
