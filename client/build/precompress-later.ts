// What `npm start`'s build left uncompressed (precompress.ts, cachedOnly), compressed in the
// background while the app already serves: each file is picked up as it lands, and the cache
// makes every later build complete at once. Run at every start, it finishes a run that was cut
// off; with nothing left it only reads the folder. One at a time: a start while an earlier
// start's run goes on leaves it to that one.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PRECOMPRESS_CACHE, precompressDir } from './precompress'

const dist = fileURLToPath(new URL('../../dist/client', import.meta.url))
const lock = path.join(PRECOMPRESS_CACHE, 'later.pid')

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

await mkdir(PRECOMPRESS_CACHE, { recursive: true })
const holder = Number(await readFile(lock, 'utf8').catch(() => ''))
if (!(holder && holder !== process.pid && running(holder))) {
  await writeFile(lock, String(process.pid))
  try {
    const started = Date.now()
    const { files } = await precompressDir(dist, { cacheDir: PRECOMPRESS_CACHE, keepExisting: true })
    console.log(`[build] compressed the rest of ${files} client files in ${Date.now() - started} ms`)
  } finally {
    await rm(lock, { force: true })
  }
}
