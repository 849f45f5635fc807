// `npm run dev`: the API from its sources, restarted on every change (tsx watch), and Vite's dev
// server with hot module reload in front of it, proxying /api — the shape streams and the live
// WebSocket included — so the page and the API share one origin, as in production. Ctrl+C (or a
// SIGTERM to this process) stops both; when either stops by itself, the other is stopped too,
// since half a dev loop only misleads.
import { spawn } from 'node:child_process'
import { realpathSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'vite'
import { PROJECT_ROOT } from '../project-root'

const apiPort = Number(process.env.PORT ?? 3000)
const devPort = Number(process.env.DEV_PORT ?? 5173)
const pageUrl = `http://localhost:${devPort}`

// APP_URL is the origin better-auth trusts and the base of e-mailed links: the page people use.
const api = spawn(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  cwd: PROJECT_ROOT,
  env: { ...process.env, PORT: String(apiPort), APP_URL: process.env.APP_URL ?? pageUrl },
  stdio: 'inherit',
})

// Vite lists every config import that lacks a file extension (a warning about a future default,
// some 130 lines), which would bury the login the API prints.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
const vite = await createServer({
  configFile: path.join(PROJECT_ROOT, 'client', 'vite.config.ts'),
  server: {
    port: devPort,
    // Another port would not be the APP_URL the API was given.
    strictPort: true,
    // The Host header stays the page's, which the API's same-origin check compares Origin with.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, ws: true } },
    // PGlite's wasm and data files are fetched from node_modules by their real path, which is
    // outside the project when node_modules is a link (a git worktree sharing one install).
    fs: { allow: [realpathSync(path.join(PROJECT_ROOT, 'node_modules'))] },
  },
})
await vite.listen()
console.log(`[dev] open ${pageUrl} (client with hot reload; API from its sources on port ${apiPort})`)

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM')
  await vite.close().catch(() => {})
  if (api.exitCode === null && api.signalCode === null) await new Promise((resolve) => api.once('exit', resolve))
  process.exit(code)
}
api.once('exit', (code) => {
  if (stopping) return
  console.log(`[dev] the API stopped (exit ${code ?? 'by signal'}); stopping the dev server`)
  void stop(code ?? 1)
})
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
