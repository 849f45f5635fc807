// Transcription upload rules, shared by the upload form (checked
// before sending) and the API (checked again, by content, while the file streams in).
import type { Transcription } from '../schema/transcriptions'
import type { Written } from './written'

/** 25 MB, the transcription service's own upload limit. */
export const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024

/** The browser-reported types the form accepts (the server judges by content instead). */
export const TRANSCRIPTION_ACCEPT_TYPES = ['audio/mpeg', 'audio/wav', 'audio/mp4', 'video/mp4', 'audio/x-m4a'] as const
/** Some systems report WAV and M4A under other names, or nothing at all: the extension decides then. */
export const TRANSCRIPTION_ACCEPT_EXTENSIONS = ['.mp3', '.wav', '.m4a', '.mp4'] as const
export const TRANSCRIPTION_ACCEPT_ATTR = [...TRANSCRIPTION_ACCEPT_TYPES, 'audio/x-wav', 'audio/wave', ...TRANSCRIPTION_ACCEPT_EXTENSIONS].join(',')

export const TRANSCRIPTION_WRONG_TYPE = 'Upload en lydfil (MP3, WAV, M4A) eller en videofil (MP4)'
export const TRANSCRIPTION_TOO_LARGE = 'Filstørrelsen skal være under 25 MB'
export const TRANSCRIPTION_FILE_REQUIRED = 'Vælg en fil, og sørg for at du er logget ind'

export const TRANSCRIPTION_PROCESSING_TEXT = 'Behandler...'
export const transcriptionFailedText = (message: string) => `Fejl: ${message}`

/** What the upload form and the API say, word for word. */
export const TRANSCRIPTION_ERRORS = {
  create: (message: string) => `Kunne ikke oprette transskriptionspost: ${message}`,
  transcribe: (message: string) => `Kunne ikke transskribere: ${message}`,
  update: (message: string) => `Kunne ikke opdatere transskription: ${message}`,
  fallback: 'Der opstod en fejl under transskriptionen',
  fetch: 'Kunne ikke hente transskriptioner',
  delete: (message: string) => `Kunne ikke slette transskription: ${message}`,
} as const

export const TRANSCRIPTION_NOT_FOUND = 'Transskriptionen blev ikke fundet'
export const TRANSCRIPTION_NOT_CONFIGURED =
  'Transskription er ikke sat op på denne server. En administrator skal angive en tjeneste til talegenkendelse (AI_BASE_URL).'

export const deleteTranscriptionConfirm = (filename: string) =>
  `Er du sikker på at du vil slette transskriptionen af "${filename}"?`

/** The form's check before anything is sent: null when the file may go. */
export function checkTranscriptionFile(file: { name: string; type: string; size: number } | null | undefined): string | null {
  if (!file) return TRANSCRIPTION_FILE_REQUIRED
  const name = file.name.toLowerCase()
  const typeOk = (TRANSCRIPTION_ACCEPT_TYPES as readonly string[]).includes(file.type) || ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'].includes(file.type)
  const extOk = TRANSCRIPTION_ACCEPT_EXTENSIONS.some((ext) => name.endsWith(ext))
  if (!typeOk && !(extOk && (file.type === '' || file.type === 'application/octet-stream' || file.type.startsWith('audio/') || file.type.startsWith('video/')))) {
    return TRANSCRIPTION_WRONG_TYPE
  }
  if (file.size > TRANSCRIPTION_MAX_BYTES) return TRANSCRIPTION_TOO_LARGE
  return null
}

/** POST /api/transcriptions: the new row, processing until the worker has the text. */
export interface CreatedTranscription extends Written {
  transcription: Transcription
}
