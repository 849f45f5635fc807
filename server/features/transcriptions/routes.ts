// /api/transcriptions — per user only. Upload: the file streams into storage (25 MB, type by
// content), a 'processing' row and its job are written in one transaction, and the work runs
// in the background; the result reaches the browser through the owner's shape. Reads
// normally come through that shape; GET is for tools and tests.
import { Hono } from 'hono'
import { TRANSCRIPTION_FILE_REQUIRED, TRANSCRIPTION_MAX_BYTES, TRANSCRIPTION_NOT_CONFIGURED, TRANSCRIPTION_NOT_FOUND, TRANSCRIPTION_TOO_LARGE, TRANSCRIPTION_WRONG_TYPE } from '../../../sync/inputs/transcriptions'
import type { Written } from '../../../sync/inputs/written'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { ApiError } from '../../http/errors'
import { idOr404 } from '../../http/validate'
import { AUDIO_VIDEO_TYPES, receiveUpload, type Storage } from '../../storage'
import { aiConfigured, type AiConfig } from '../ai/config'
import { createTranscription, deleteTranscription, listTranscriptions } from './store'
import { createTranscriptionWorker, type TranscriptionWorker } from './worker'

export interface TranscriptionRoutesDeps extends FeatureDeps {
  storage: Storage
  ai: AiConfig
  /** Runs the jobs; the upload kicks it so work starts at once rather than at the next sweep. */
  worker?: TranscriptionWorker
}

export function createTranscriptionRoutes(deps: TranscriptionRoutesDeps): Hono<AppEnv> {
  const { db, getViewer, storage, ai } = deps
  const worker = deps.worker ?? createTranscriptionWorker({ kysely: db.kysely, storage, ai })
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))

  app.get('/', async (c) => c.json({ transcriptions: await listTranscriptions(db.kysely, c.get('viewer')) }))

  app.post('/', async (c) => {
    // Nothing is faked: without a speech-to-text endpoint no file is even taken in.
    if (!aiConfigured(ai)) throw new ApiError(503, TRANSCRIPTION_NOT_CONFIGURED)
    const viewer = c.get('viewer')
    const { files } = await receiveUpload(c, storage, {
      bucket: 'transcriptions',
      maxBytes: TRANSCRIPTION_MAX_BYTES,
      accept: AUDIO_VIDEO_TYPES,
      maxFiles: 1,
      messages: {
        missing: TRANSCRIPTION_FILE_REQUIRED,
        empty: () => TRANSCRIPTION_WRONG_TYPE,
        tooLarge: () => TRANSCRIPTION_TOO_LARGE,
        wrongType: () => TRANSCRIPTION_WRONG_TYPE,
        tooMany: () => 'Vælg én fil ad gangen',
      },
    })
    const file = files[0]
    let written: Awaited<ReturnType<typeof createTranscription>>
    try {
      written = await createTranscription(db.kysely, viewer, { filename: file.originalName, fileKey: file.key })
    } catch (err) {
      await storage.remove(file.key)
      throw err
    }
    void worker.kick()
    return c.json(written, 201)
  })

  app.delete('/:id', async (c) => {
    const id = idOr404(c.req.param('id'), TRANSCRIPTION_NOT_FOUND)
    const { txid, fileKey } = await deleteTranscription(db.kysely, c.get('viewer'), id)
    if (fileKey) await storage.remove(fileKey).catch(() => {})
    return c.json({ txid } satisfies Written)
  })

  return app
}
