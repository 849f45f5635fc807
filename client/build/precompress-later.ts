// What `npm start`'s build left uncompressed (precompress.ts, cachedOnly), compressed in the
// background while the app already serves: each file is picked up as it lands, and the cache
// makes every later build complete at once. Started at every start, it reads the folder only
// while the build's marker says something is left (so it also finishes a run that was cut off).
// One at a time: a start while an earlier start's run goes on leaves it to that one.
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { leftMarker, PRECOMPRESS_CACHE, precompressDir } from './precompress'

const dist = fileURLToPath(new URL('../../dist/client', import.meta.url))
const lock = path.join(PRECOMPRESS_CACHE, 'later.pid')
const marker = leftMarker(dist)

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Nothing left by the last build (and no earlier run cut off): nothing to read.
if (!existsSync(marker)) process.exit(0)
await mkdir(PRECOMPRESS_CACHE, { recursive: true })
const holder = Number(await readFile(lock, 'utf8').catch(() => ''))
if (!(holder && holder !== process.pid && running(holder))) {
  await writeFile(lock, String(process.pid))
  try {
    const started = Date.now()
    const { files } = await precompressDir(dist, { cacheDir: PRECOMPRESS_CACHE, keepExisting: true })
    console.log(`[build] compressed the rest of ${files} client files in ${Date.now() - started} ms`)
    await rm(marker, { force: true })
  } finally {
    await rm(lock, { force: true })
  }
}
