import { defineConfig, type BuildEnvironmentOptions } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { serviceWorkerPlugin } from './sw/shell-plugin'
import { buildIdPlugin } from './build/build-id'
import { PRECOMPRESS_CACHE, PRECOMPRESS_CACHED_ONLY, precompressPlugin } from './build/precompress'
import { preloadStartPlugin, START_MODULES } from './build/preload-start'
import { PGLITE_DATADIR_PATH, pgliteDataDirPlugin } from './build/pglite-datadir'
import { PGLITE_RUNTIME_BUNDLE_PATH, pgliteRuntimeBundlePlugin } from './build/pglite-runtime-bundle'

const clientDir = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

// Two of the bundler's warnings are noise here. PGlite's emscripten glue uses eval by design.
// The plugin-timing note names Vite's own asset plugin scanning PGlite's large worker, and comes
// and goes with how busy the machine is: nothing in this project to change.
type OnLog = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>
const quietLogs: { onLog: OnLog } = {
  onLog(level, log, handler) {
    const inPglite = (log.id ?? log.message ?? '').includes('@electric-sql/pglite')
    if (log.code === 'EVAL' && inPglite) return
    if (log.code === 'PLUGIN_TIMINGS') return
    handler(level, log)
  },
}

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    tailwindcss(),
    // Before the service worker's plugin, which lists every emitted file for its shell cache.
    pgliteDataDirPlugin({ cacheDir: `${repoRoot}node_modules/.cache/intranet-pglite` }),
    pgliteRuntimeBundlePlugin(),
    preloadStartPlugin(START_MODULES),
    serviceWorkerPlugin(),
    // After the service worker's: build.json is for the server, not part of the shell.
    buildIdPlugin(),
    precompressPlugin({ cacheDir: PRECOMPRESS_CACHE, cachedOnly: process.env[PRECOMPRESS_CACHED_ONLY] === '1' }),
  ],
  // The worker's first boot unpacks the data directory instead of running initdb
  // (build/pglite-datadir.ts), and boots without initdb on the smaller file bundle
  // (build/pglite-runtime-bundle.ts); in development both are absent and PGlite's own are used.
  define: {
    __PGLITE_DATADIR_URL__: JSON.stringify(PGLITE_DATADIR_PATH),
    __PGLITE_RUNTIME_BUNDLE_URL__: JSON.stringify(PGLITE_RUNTIME_BUNDLE_PATH),
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // PGlite's wasm and data, which its package exports do not name (pglite-downloads.ts).
      '@pglite-dist': `${repoRoot}node_modules/@electric-sql/pglite/dist`,
    },
  },
  // PGlite ships its own wasm/data files that Vite's dependency pre-bundler would break.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  // The PGlite worker imports ES modules, so workers must be built as modules.
  worker: { format: 'es', rolldownOptions: quietLogs },
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
    // The PGlite wasm (and its data file) are large by nature; don't warn about them.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: quietLogs,
  },
  server: {
    port: 5173,
    // The client imports the shared contract from ../sync.
    fs: { allow: [repoRoot] },
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true } },
  },
})
