// The file kinds the product accepts, judged by content (magic bytes), never by name or by
// the Content-Type the browser claims.

export interface FileKind {
  mime: string
  ext: string
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const PDF_TYPES = ['application/pdf'] as const
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const
/** What the transcription page takes: MP3, WAV, M4A and MP4 (audio or video). */
export const AUDIO_VIDEO_TYPES = ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/vnd.wave', 'audio/mp4', 'audio/x-m4a', 'video/mp4'] as const
/** Handbooks: documents people actually keep in a binder. */
export const DOCUMENT_TYPES = [
  ...PDF_TYPES,
  ...IMAGE_TYPES,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/x-cfb',
  'application/zip',
] as const

const EXT_TO_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  cfb: 'application/x-cfb',
  zip: 'application/zip',
}

/** The Content-Type a stored file is served with, from the extension we gave it. */
export const mimeForKey = (key: string) => EXT_TO_MIME[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream'
