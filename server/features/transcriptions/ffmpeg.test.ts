// ffmpeg (from @ffmpeg-installer) really decodes each accepted kind to 16 kHz mono WAV.
import { readFile, stat, writeFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileTypeFromBuffer } from 'file-type'
import { AUDIO_VIDEO_TYPES } from '../../storage'
import { decodeForTranscription, DecodeError, NO_AUDIO, NOT_DECODABLE } from './ffmpeg'
import { convertWav, makeWav, wavFormat } from './test-audio'

describe('decoding uploads with ffmpeg', () => {
  let dir: string
  const write = async (name: string, bytes: Buffer) => {
    const p = path.join(dir, name)
    await writeFile(p, bytes)
    return p
  }
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ffmpeg-test-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  const wav = makeWav({ seconds: 2, sampleRate: 44_100, channels: 2 })
  const kinds: [string, () => Buffer][] = [
    ['wav', () => wav],
    ['mp3', () => convertWav(wav, 'mp3')],
    ['m4a', () => convertWav(wav, 'm4a')],
    ['mp4', () => convertWav(wav, 'mp4')],
  ]

  for (const [ext, make] of kinds) {
    it(`a ${ext} file (accepted by content) becomes 16 kHz mono 16-bit WAV of the same length`, async () => {
      const bytes = make()
      const type = await fileTypeFromBuffer(bytes)
      expect(AUDIO_VIDEO_TYPES as readonly string[]).toContain(type?.mime)
      const decoded = await decodeForTranscription(await write(`in.${ext}`, bytes))
      try {
        expect(decoded.mime).toBe('audio/wav')
        const out = await readFile(decoded.path)
        expect(wavFormat(out)).toEqual({ channels: 1, sampleRate: 16_000, bitsPerSample: 16 })
        const seconds = (out.length - 44) / (16_000 * 2)
        expect(seconds).toBeGreaterThan(1.8)
        expect(seconds).toBeLessThan(2.3)
      } finally {
        await decoded.dispose()
      }
      await expect(stat(decoded.path)).rejects.toThrow()
    })
  }

  it('a video without sound and a file that is not media fail with a plain Danish reason', async () => {
    await expect(decodeForTranscription(await write('silent.mp4', convertWav(wav, 'silent-mp4')))).rejects.toThrow(new DecodeError(NO_AUDIO))
    const junk = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(5000, 7)])
    await expect(decodeForTranscription(await write('junk.mp3', junk))).rejects.toBeInstanceOf(DecodeError)
    await expect(decodeForTranscription(await write('junk2.mp3', junk))).rejects.toThrow(NOT_DECODABLE)
  })
})
