// Decoding whatever was uploaded (MP3, WAV, M4A, MP4 video) to what every speech-to-text
// endpoint takes: 16 kHz mono audio. The ffmpeg binary comes from the @ffmpeg-installer
// package (installed with npm, nothing downloaded at run time).
import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'

export const FFMPEG_PATH = ffmpegInstaller.path

/** OpenAI's transcription endpoint takes files up to 25 MB; stay a little below. */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024
const DECODE_TIMEOUT_MS = 5 * 60_000

export class DecodeError extends Error {}

export const NO_AUDIO = 'Filen indeholder ingen lyd, der kan afspilles'
export const NOT_DECODABLE = 'Filen kunne ikke afkodes som lyd eller video'

function run(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-nostdin', '-hide_banner', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString()
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (err) => {
      clearTimeout(timer)
      reject(new DecodeError(`${NOT_DECODABLE} (${err.message})`))
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve()
      if (signal) return reject(new DecodeError(`${NOT_DECODABLE} (ffmpeg blev stoppet efter for lang tid)`))
      // ffmpeg's words are for the server log; the user gets a plain reason.
      console.warn(`[transcriptions] ffmpeg exit ${code}: ${stderr.trim().slice(0, 500)}`)
      reject(new DecodeError(/does not contain any stream|matches no streams|Output file .* does not contain/i.test(stderr) ? NO_AUDIO : NOT_DECODABLE))
    })
  })
}

export interface DecodedAudio {
  path: string
  mime: string
  fileName: string
  /** Removes the temporary directory. */
  dispose(): Promise<void>
}

/**
 * 16 kHz mono 16-bit WAV (the most widely accepted form). A long recording whose WAV would
 * pass the endpoint's size limit is encoded as 32 kbit/s MP3 instead (about 100 minutes fit).
 */
export async function decodeForTranscription(input: string, timeoutMs = DECODE_TIMEOUT_MS): Promise<DecodedAudio> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-'))
  const dispose = () => rm(dir, { recursive: true, force: true })
  try {
    const wav = path.join(dir, 'audio.wav')
    await run(['-i', input, '-vn', '-map', '0:a:0', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', wav], timeoutMs)
    if ((await stat(wav)).size <= MAX_UPLOAD_BYTES) return { path: wav, mime: 'audio/wav', fileName: 'audio.wav', dispose }
    const mp3 = path.join(dir, 'audio.mp3')
    await run(['-i', wav, '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3', mp3], timeoutMs)
    await rm(wav, { force: true })
    return { path: mp3, mime: 'audio/mpeg', fileName: 'audio.mp3', dispose }
  } catch (err) {
    await dispose()
    throw err
  }
}
