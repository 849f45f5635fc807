import { describe, expect, it } from 'vitest'
import { checkTranscriptionFile, TRANSCRIPTION_FILE_REQUIRED, TRANSCRIPTION_MAX_BYTES, TRANSCRIPTION_TOO_LARGE, TRANSCRIPTION_WRONG_TYPE } from './transcriptions'

describe('the transcription form check', () => {
  it('takes the audio and video types (and WAV/M4A under other names) up to 25 MB', () => {
    for (const [name, type] of [
      ['a.mp3', 'audio/mpeg'],
      ['a.wav', 'audio/wav'],
      ['a.wav', 'audio/x-wav'],
      ['a.m4a', 'audio/x-m4a'],
      ['a.m4a', 'audio/mp4'],
      ['a.mp4', 'video/mp4'],
      ['a.m4a', ''],
    ]) {
      expect(checkTranscriptionFile({ name, type, size: 1000 }), `${name} ${type}`).toBeNull()
    }
    expect(checkTranscriptionFile({ name: 'a.mp3', type: 'audio/mpeg', size: TRANSCRIPTION_MAX_BYTES })).toBeNull()
  })

  it('refuses other types, 25 MB and more, and no file, each with its Danish message', () => {
    expect(checkTranscriptionFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(TRANSCRIPTION_WRONG_TYPE)
    expect(checkTranscriptionFile({ name: 'a.ogg', type: 'audio/ogg', size: 10 })).toBe(TRANSCRIPTION_WRONG_TYPE)
    expect(checkTranscriptionFile({ name: 'a.mov', type: 'video/quicktime', size: 10 })).toBe(TRANSCRIPTION_WRONG_TYPE)
    expect(checkTranscriptionFile({ name: 'a.mp3', type: 'audio/mpeg', size: TRANSCRIPTION_MAX_BYTES + 1 })).toBe(TRANSCRIPTION_TOO_LARGE)
    expect(checkTranscriptionFile(null)).toBe(TRANSCRIPTION_FILE_REQUIRED)
    expect(TRANSCRIPTION_TOO_LARGE).toBe('Filstørrelsen skal være under 25 MB')
    expect(TRANSCRIPTION_WRONG_TYPE).toBe('Upload en lydfil (MP3, WAV, M4A) eller en videofil (MP4)')
  })
})
