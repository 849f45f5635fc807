// A bare Chrome DevTools Protocol connection to Debian's chromium, for figures Playwright does
// not give: every network transfer of the page, its workers and its service worker (flattened
// auto-attach with the targets paused until their Network domain is on, so nothing is missed).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import { CHROMIUM_ARGS } from '../e2e/support/browser'
import { CHROMIUM } from '../e2e/support/paths'

type Listener = (params: any, sessionId?: string) => void

export interface Cdp {
  send<T = any>(method: string, params?: object, sessionId?: string): Promise<T>
  on(method: string, listener: Listener): void
  /** session id → target type (page, worker, service_worker, …) */
  targets: Map<string, { type: string; url: string }>
  close(): Promise<void>
}

export async function launchCdp(extraArgs: string[] = []): Promise<Cdp> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'intranet-cdp-'))
  const chrome: ChildProcess = spawn(
    CHROMIUM,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, ...extraArgs, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let err = ''
    chrome.stderr!.on('data', (d) => {
      err += d
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err)
      if (m) resolve(m[1])
    })
    chrome.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${err.slice(-2000)}`)))
  })
  const ws = new WebSocket(wsUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 })
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  let nextId = 1
  const pending = new Map<number, { resolve(v: any): void; reject(e: Error): void }>()
  const listeners = new Map<string, Listener[]>()
  const targets = new Map<string, { type: string; url: string }>()
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data))
    if (msg.id) {
      const p = pending.get(msg.id)
      pending.delete(msg.id)
      if (msg.error) p?.reject(new Error(`${msg.error.message}`))
      else p?.resolve(msg.result)
    } else for (const l of listeners.get(msg.method) ?? []) l(msg.params, msg.sessionId)
  })
  const cdp: Cdp = {
    targets,
    send(method, params = {}, sessionId) {
      const id = nextId++
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener])
    },
    async close() {
      ws.close()
      chrome.kill()
      await new Promise((r) => chrome.once('exit', r))
      await rm(profile, { recursive: true, force: true }).catch(() => {})
    },
  }
  const autoAttach = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }
  // Not awaited one by one (some targets never answer some domains); a session handles its
  // commands in order, so the Network domain is on before the target runs.
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    targets.set(sessionId, { type: targetInfo.type, url: targetInfo.url })
    for (const [method, params] of [['Network.enable', {}], ['Target.setAutoAttach', autoAttach], ['Runtime.runIfWaitingForDebugger', {}]] as const) {
      cdp.send(method, params, sessionId).catch(() => {})
    }
  })
  await cdp.send('Target.setAutoAttach', autoAttach)
  return cdp
}
