// A person with a tab of an older build open and a tab of a newer one: both hold the same
// IndexedDB store, so exactly one worker may open it. PGlite names its election after the worker
// script's URL unless told otherwise, and that URL carries the build's hash. Here the second tab
// loads the very same worker script under another URL (as a tab of another build would) and must
// still wait for the first tab's leader instead of electing one of its own.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext, recordPageErrors, signIn } from './support/browser'
import { ADMIN } from './support/server'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'

const app = useAppInBrowser()
const SEEDED = 'Fredagsbar i kantinen'

interface Election {
  held: string[]
  pending: string[]
}

/** Every PGlite election lock of the origin, held or waited for, by lock name. */
function elections(page: Page): Promise<Election> {
  return page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query()
    const names = (locks: LockInfo[]) => locks.map((l) => l.name ?? '').filter((n) => n.startsWith('pglite-election-lock:'))
    return { held: names(held), pending: names(pending) }
  })
}

describe('tabs of two builds', () => {
  it('elect one leader for the store even though their worker scripts have different URLs', { timeout: 180_000 }, async () => {
    const context = await newContext(app.browser, app.server.url)
    try {
      const first = await context.newPage()
      const firstErrors = recordPageErrors(first)
      await signIn(first, ADMIN.email, ADMIN.password)
      await first.goto('/events')
      await step(first, 'the first tab shows the synced events', () => first.getByText(SEEDED).waitFor({ timeout: 60_000 }), firstErrors)
      await expect.poll(async () => (await elections(first)).held.length).toBe(1)

      // The second tab's PGlite worker is started from another URL of the same script.
      const second = await context.newPage()
      const secondErrors = recordPageErrors(second)
      await second.addInitScript(() => {
        const Original = window.Worker
        const urls: string[] = ((window as unknown as { __e2eWorkerUrls: string[] }).__e2eWorkerUrls = [])
        window.Worker = class extends Original {
          constructor(url: string | URL, options?: WorkerOptions) {
            const moved = new URL(String(url), location.href)
            if (options?.name === 'pglite') moved.searchParams.set('e2e-other-build', '1')
            urls.push(moved.href)
            super(moved, options)
          }
        }
      })
      await second.goto('/events')
      await step(second, 'the second tab shows the synced events', () => second.getByText(SEEDED).waitFor({ timeout: 60_000 }), secondErrors)
      const urls = await second.evaluate(() => (window as unknown as { __e2eWorkerUrls: string[] }).__e2eWorkerUrls)
      expect(urls.filter((u) => u.includes('e2e-other-build'))).toHaveLength(1)

      // One lock for the store: the first tab's worker holds it, the second one's waits for it.
      await expect.poll(async () => (await elections(second)).pending.length).toBe(1)
      const seen = await elections(second)
      expect(seen.held).toHaveLength(1)
      expect(seen.pending).toEqual(seen.held)
      expect([...firstErrors, ...secondErrors]).toEqual([])
    } finally {
      await context.close().catch(() => {})
    }
  })
})
