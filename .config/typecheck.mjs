// Type-checks every project that the root tsconfig.json lists, two at a time (CI has two cores),
// and fails when any of them fails. The projects are not composite, so `tsc -b` cannot do this.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))
const solution = ts.parseConfigFileTextToJson('tsconfig.json', readFileSync(path.join(root, 'tsconfig.json'), 'utf8'))
const projects = solution.config.references.map((r) => r.path)
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')

function check(project) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)\n${output}`)
      resolve(code === 0)
    })
  })
}

const queue = [...projects]
const results = []
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project))
}
await Promise.all([worker(), worker()])
if (results.includes(false)) process.exit(1)
