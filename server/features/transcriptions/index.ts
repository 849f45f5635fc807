export { createTranscriptionRoutes } from './routes'
export { createTranscriptionWorker, type TranscriptionWorker } from './worker'
