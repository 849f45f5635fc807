// Builds the service worker: the template in ./sw.js gets this build's file list and id baked
// in, so every deploy changes sw.js (the browser then installs it and drops the old shell).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin } from 'vite'

const TEMPLATE = new URL('./sw.js', import.meta.url)
/** PGlite's own names for its full file bundle and initdb's wasm, hashed by the build. */
const ONLY_FOR_INITDB = /^assets\/(pglite-(?!runtime-)[^/]+\.data|initdb-[^/]+\.wasm)$/

/** The service worker of a build: the template with its shell's files and id filled in. */
export function serviceWorkerSource(files: string[], id: string): string {
  return readFileSync(TEMPLATE, 'utf8').replace('self.__SHELL_FILES__', JSON.stringify(files)).replace('self.__BUILD_ID__', JSON.stringify(id))
}

/** Files copied as they are from the public folder (the manifest, the icons), by their URL path. */
function publicFiles(dir: string): string[] {
  if (!dir || !existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = ''
  return {
    name: 'intranet-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    generateBundle(_options, bundle) {
      // The installed app's icons and manifest too: it starts offline like the page does.
      const files = [...Object.keys(bundle), ...publicFiles(publicDir)]
        // The fresh PGlite data directory is for a first boot only, fetched then; kept in the shell
        // cache it would take 11 MB of every user's storage for nothing. PGlite's full file bundle
        // and initdb's wasm serve only a boot that runs initdb, which needs the network anyway.
        .filter((f) => !f.endsWith('.map') && f !== 'index.html' && !f.includes('pglite-datadir') && !ONLY_FOR_INITDB.test(f))
        .map((f) => `/${f}`)
        .sort()
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files, id) })
    },
  }
}
