// PGlite's own files, fetched all at once by the worker: the wasm compiled while it streams in,
// the file-system bundle without what only initdb reads (build/pglite-runtime-bundle.ts), and on a
// first boot the shipped data directory. Left to itself PGlite fetches the wasm and its full bundle
// only inside PGlite.create, after our data directory has arrived.
//
// On a browser's first visit (no PGlite database in this origin yet) the wasm and bundle start as
// the worker starts, which the page does before it knows who is signed in (prespawn-worker.ts), so
// they download while the page asks for the session (or while the user signs in: the next page
// finds them cached). Otherwise they start in the leader's `init`: they come from the cache then,
// and the other tabs' workers need not compile the wasm at all. The data directory is fetched by
// `init` only, once a user's first boot is certain.
import pgliteWasmUrl from '@pglite-dist/pglite.wasm?url'
import { noPgliteDatabaseYet } from './stored-pglite'

export interface PgliteDownloads {
  /**
   * What PGlite.create takes instead of fetching them itself; empty when a download failed. The
   * bundle serves a boot without initdb only: one that runs initdb lets PGlite fetch its own.
   */
  assets(): Promise<{ pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob }>
  /** The fresh data directory for a first boot (undefined: boot with initdb instead). */
  freshDataDir(): Promise<Blob | undefined>
}

export function pgliteDownloads(): PgliteDownloads {
  let started: Promise<[WebAssembly.Module | undefined, Blob | undefined]> | null = null
  let dataDir: Promise<Blob | undefined> | null = null
  const start = () => (started ??= Promise.all([compileWasm(pgliteWasmUrl), fetchBlob(__PGLITE_RUNTIME_BUNDLE_URL__)]))
  const freshDataDir = () => (dataDir ??= fetchBlob(__PGLITE_DATADIR_URL__))
  void noPgliteDatabaseYet().then((firstVisit) => {
    if (firstVisit) void start()
  })
  return {
    assets: async () => {
      const [pgliteWasmModule, fsBundle] = await start()
      return { ...(pgliteWasmModule && { pgliteWasmModule }), ...(fsBundle && { fsBundle }) }
    },
    freshDataDir,
  }
}

async function compileWasm(url: string): Promise<WebAssembly.Module | undefined> {
  try {
    return await WebAssembly.compileStreaming(fetch(url))
  } catch {
    return undefined // PGlite fetches it itself
  }
}

async function fetchBlob(url: string): Promise<Blob | undefined> {
  try {
    const response = await fetch(url)
    // A development server answers a missing file with its HTML page.
    const isPage = response.headers.get('content-type')?.includes('text/html')
    return response.ok && !isPage ? await response.blob() : undefined
  } catch {
    return undefined
  }
}
