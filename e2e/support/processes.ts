// Child processes for tests and benchmarks: each in its own process group, so stop() takes
// down tsx and everything it started; an exit hook makes sure nothing outlives the runner.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { ROOT } from './paths'

const live = new Set<ChildProcess>()
let hooked = false

function hookExit() {
  if (hooked) return
  hooked = true
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL')
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // Already gone.
    }
  }
}

/** process.env with `overrides` applied; an undefined value removes the variable. */
export function mergeEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export interface Managed {
  child: ChildProcess
  /** Everything the process printed so far (stdout and stderr, interleaved). */
  output(): string
  exited: Promise<number | null>
  stop(): Promise<void>
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): Managed {
  hookExit()
  const child = spawn(command, args, {
    cwd: ROOT,
    env: mergeEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(child)
  let log = ''
  const echo = process.env.E2E_SERVER_LOG === '1'
  const onData = (chunk: Buffer) => {
    const text = chunk.toString()
    log += text
    if (log.length > 200_000) log = log.slice(-100_000)
    if (echo) process.stderr.write(`[${name}] ${text}`)
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      live.delete(child)
      resolve(code)
    })
  })
  return {
    child,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      killGroup(child, 'SIGTERM')
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), 5_000)),
      ])
      if (timedOut) {
        killGroup(child, 'SIGKILL')
        await exited
      }
    },
  }
}

/** Polls `url` until `accept(response)` or the process dies or time runs out. */
export async function waitForHttp(
  managed: Managed,
  url: string,
  accept: (res: Response) => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let dead = false
  managed.exited.then(() => (dead = true))
  let lastError = ''
  while (Date.now() < deadline) {
    if (dead) {
      throw new Error(`${what} exited (code ${managed.child.exitCode}) before it was ready. Output:\n${managed.output()}`)
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (await accept(res)) return
      lastError = `HTTP ${res.status}`
    } catch (err) {
      lastError = (err as Error).message
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await managed.stop()
  throw new Error(`${what} not ready after ${timeoutMs} ms (${url}: ${lastError}). Output:\n${managed.output()}`)
}
