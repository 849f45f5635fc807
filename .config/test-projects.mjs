// Runs the browser files beside the unit and PostgreSQL files instead of after them. The unit and
// PostgreSQL files mostly wait (on databases, sockets, long-polls: about a third of two cores
// busy), and the browser files run one at a time, so side by side they fill the machine rather
// than take turns. Each line says which run it came from; the exit code fails if either failed.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const passed = process.argv.slice(2)

const RUNS = [
  { label: 'unit+pg', projects: ['unit', 'pg'] },
  { label: 'browser', projects: ['e2e'] },
]

function run({ label, projects }) {
  const started = Date.now()
  const args = [vitest, 'run', '--config', '.config/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]), ...passed]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefixed = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${label}] ${line}\n`)
    })
    stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`))
  }
  prefixed(child.stdout, process.stdout)
  prefixed(child.stderr, process.stderr)
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1)
      process.stdout.write(`[${label}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${minutes} min\n`)
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(RUNS.map(run))
if (results.includes(false)) process.exit(1)
