// What `npm start`'s build left uncompressed (precompress.ts, cachedOnly), compressed in the
// background while the app already serves: each file is picked up as it lands, and the cache
// makes every later build complete at once. Run at every start, it finishes a run that was cut
// off; with nothing left it only reads the folder.
import { fileURLToPath } from 'node:url'
import { PRECOMPRESS_CACHE, precompressDir } from './precompress'

const dist = fileURLToPath(new URL('../../dist/client', import.meta.url))
const started = Date.now()
const { files } = await precompressDir(dist, { cacheDir: PRECOMPRESS_CACHE, keepExisting: true })
console.log(`[build] compressed the rest of ${files} client files in ${Date.now() - started} ms`)
