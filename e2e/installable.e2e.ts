// The intranet installs on a phone's home screen like an app: chromium itself finds nothing
// missing (its own installability check over DevTools), the manifest says what the app is, in
// Danish, and every icon it names is there at its size; the service worker keeps them for an
// offline start.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, recordPageErrors, SIGN_IN_TITLE, waitForServiceWorkerControl } from './support/browser'
import { CHROMIUM } from './support/paths'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 200_000)
afterAll(() => server?.stop())

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`

describe('installable app', () => {
  it('chromium finds it installable, and the manifest names Danish text and icons that exist at their sizes', async () => {
    // A profile of its own: chromium never installs from an incognito context, which is what a
    // plain test context is.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'intranet-install-'))
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: server.url,
      locale: 'da-DK',
    })
    const page = ctx.pages()[0] ?? (await ctx.newPage())
    const errors = recordPageErrors(page)
    await page.goto('/')
    await page.getByText(SIGN_IN_TITLE).waitFor()
    await waitForServiceWorkerControl(page)

    const cdp = await ctx.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([])

    const res = await page.request.get('/manifest.webmanifest')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await res.json()) as { lang: string; name: string; start_url: string; display: string; icons: ManifestIcon[] }
    expect(manifest).toMatchObject({ lang: 'da', name: 'Intranet', start_url: '/', display: 'standalone' })
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type'], icon.src).toContain(icon.type)
      if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes)
    }

    // Kept by the service worker with the rest of the shell, for a start without a signal.
    const sw = await (await page.request.get('/sw.js')).text()
    for (const icon of manifest.icons) expect(sw, icon.src).toContain(`"${icon.src}"`)
    expect(sw).toContain('"/manifest.webmanifest"')
    expect(errors).toEqual([])
    await ctx.close()
    await rm(profile, { recursive: true, force: true })
  })
})
