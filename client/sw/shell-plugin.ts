// Builds the service worker: the template in ./sw.js gets this build's file list and id baked
// in, so every deploy changes sw.js (the browser then installs it and drops the old shell).
import { readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

const TEMPLATE = new URL('./sw.js', import.meta.url)
/** PGlite's own names for its full file bundle and initdb's wasm, hashed by the build. */
const ONLY_FOR_INITDB = /^assets\/(pglite-(?!runtime-)[^/]+\.data|initdb-[^/]+\.wasm)$/

/** The service worker of a build: the template with its shell's files and id filled in. */
export function serviceWorkerSource(files: string[], id: string): string {
  return readFileSync(TEMPLATE, 'utf8').replace('self.__SHELL_FILES__', JSON.stringify(files)).replace('self.__BUILD_ID__', JSON.stringify(id))
}

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'intranet-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
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
