// Small audio files made in the test itself: a WAV written by hand (a sine tone) and, via
// the same ffmpeg the server uses, MP3 and MP4 versions of it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FFMPEG_PATH } from './ffmpeg'

export function makeWav({ seconds = 1, sampleRate = 44_100, channels = 2, frequency = 440 } = {}): Buffer {
  const frames = Math.round(seconds * sampleRate)
  const data = Buffer.alloc(frames * channels * 2)
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3 * 32767)
    for (let ch = 0; ch < channels; ch++) data.writeInt16LE(sample, (i * channels + ch) * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(channels, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * channels * 2, 28)
  header.writeUInt16LE(channels * 2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** The WAV's format fields, to check what ffmpeg produced. */
export function wavFormat(bytes: Buffer) {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file')
  return { channels: bytes.readUInt16LE(22), sampleRate: bytes.readUInt32LE(24), bitsPerSample: bytes.readUInt16LE(34) }
}

/** Converts a WAV with ffmpeg: 'mp3', 'm4a' (AAC), or 'mp4' (a small video with the sound). */
export function convertWav(wav: Buffer, to: 'mp3' | 'm4a' | 'mp4' | 'silent-mp4'): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-audio-'))
  try {
    const input = path.join(dir, 'in.wav')
    writeFileSync(input, wav)
    const out = path.join(dir, `out.${to === 'silent-mp4' ? 'mp4' : to}`)
    const video = ['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:d=3', '-c:v', 'mpeg4']
    const args: Record<typeof to, string[]> = {
      mp3: ['-i', input, '-c:a', 'libmp3lame', '-b:a', '64k', out],
      m4a: ['-i', input, '-c:a', 'aac', '-b:a', '64k', out],
      mp4: [...video, '-i', input, '-c:a', 'aac', '-shortest', out],
      'silent-mp4': [...video, '-t', '1', out],
    }
    execFileSync(FFMPEG_PATH, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args[to]])
    return readFileSync(out)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
