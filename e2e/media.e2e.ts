// An uploaded news video plays while the service worker controls the
// page (byte ranges answered 206 through it), and every picture of a post can be seen and
// downloaded in one gallery with next and previous. Real chromium against the real server.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { ADMIN } from './support/server'
import { waitForServiceWorkerControl } from './support/browser'

const app = useAppInBrowser()

const openAs = (who: { email: string; password: string }, at: string) => app.open(who, at)

/** A one-second WebM made with the bundled ffmpeg. */
function makeVideo(): Buffer {
  const out = path.join(os.tmpdir(), `e2e-video-${process.pid}.webm`)
  const res = spawnSync(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=96x64:rate=10', '-c:v', 'libvpx', '-b:v', '100k', '-y', out])
  if (res.status !== 0) throw new Error(`ffmpeg failed: ${res.stderr}`)
  return readFileSync(out)
}

describe('media', () => {
  it('a news video plays under the service worker, and ranges come back as 206', { timeout: 240_000 }, async () => {
    const { page, errors } = await openAs(ADMIN, '/')
    await waitForServiceWorkerControl(page)
    const composer = page.getByRole('region', { name: 'Nyt indlæg' })
    await composer.getByPlaceholder('Start et indlæg').fill(`Film fra pladsen ${Date.now().toString(36)}`)
    await composer.getByLabel('Vælg video').setInputFiles({ name: 'plads.webm', mimeType: 'video/webm', buffer: makeVideo() })
    await composer.getByRole('button', { name: 'Del' }).click()
    const video = page.locator('article video').first()
    await step(page, 'the video loads through the service worker', async () => {
      await video.waitFor()
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
      expect(await page.getByText('Videoen kunne ikke indlæses').count()).toBe(0)
    }, errors)
    const url = await video.getAttribute('src')
    expect(url).toMatch(/^\/api\/files\//)
    // From the network, then (once the whole file is cached) cut from the cache: both 206.
    const answers = await page.evaluate(async (src) => {
      const part = async () => {
        const res = await fetch(src, { headers: { Range: 'bytes=2-9' } })
        return { status: res.status, range: res.headers.get('content-range'), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) }
      }
      const fromNetwork = await part()
      const whole = new Uint8Array(await (await fetch(src)).arrayBuffer())
      const fromCache = await part()
      return { fromNetwork, fromCache, expected: Array.from(whole.slice(2, 10)), size: whole.length }
    }, url!)
    for (const answer of [answers.fromNetwork, answers.fromCache]) {
      expect(answer.status).toBe(206)
      expect(answer.range).toBe(`bytes 2-9/${answers.size}`)
      expect(answer.bytes).toEqual(answers.expected)
    }
  })

  it('every picture of a post opens in one gallery with next, previous and download', { timeout: 240_000 }, async () => {
    const { page, errors } = await openAs(ADMIN, '/posts')
    const headline = `Billeder fra rejsegildet ${Date.now().toString(36)}`
    const colours = ['#c33', '#3c3', '#33c', '#cc3']
    const files = await Promise.all(
      colours.map(async (background, i) => ({
        name: `rejsegilde-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 60 + i * 10, height: 40, channels: 3, background } }).png().toBuffer(),
      })),
    )
    await page.getByRole('button', { name: 'Opret et opslag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Opret et opslag' })
    await dialog.getByRole('textbox', { name: 'Overskrift', exact: true }).fill(headline)
    await dialog.getByRole('textbox', { name: 'Tekst' }).click()
    await page.keyboard.type('Tak for en god dag.')
    await dialog.getByLabel('Vælg billeder').setInputFiles(files)
    await expect.poll(() => dialog.getByRole('list', { name: 'Valgte billeder' }).getByRole('img').count(), { timeout: 30_000 }).toBe(4)
    await dialog.getByRole('button', { name: 'Del', exact: true }).click()
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })

    const post = page.getByRole('article', { name: headline })
    await step(page, 'the +N badge opens the gallery at the second picture', async () => {
      await post.getByText('+2 flere').waitFor()
      await post.getByRole('button', { name: `Vis alle 4 billeder til ${headline}` }).click()
    }, errors)
    const gallery = page.getByRole('dialog')
    const shown = async () => ({
      counter: await gallery.getByText(/^\d af 4$/).innerText(),
      src: await gallery.getByRole('img').getAttribute('src'),
    })
    const seen = new Set<string>()
    await step(page, 'next, the arrow key and previous move through all four', async () => {
      expect((await shown()).counter).toBe('2 af 4')
      seen.add((await shown()).src!)
      await gallery.getByRole('button', { name: 'Næste billede' }).click()
      expect((await shown()).counter).toBe('3 af 4')
      seen.add((await shown()).src!)
      await page.keyboard.press('ArrowRight')
      expect((await shown()).counter).toBe('4 af 4')
      seen.add((await shown()).src!)
      await page.keyboard.press('ArrowRight')
      expect((await shown()).counter).toBe('1 af 4')
      seen.add((await shown()).src!)
      await gallery.getByRole('button', { name: 'Forrige billede' }).click()
      expect((await shown()).counter).toBe('4 af 4')
    }, errors)
    expect(seen.size).toBe(4)
    const href = await gallery.getByRole('link', { name: 'Hent billede' }).getAttribute('href')
    expect(href).toMatch(/^\/api\/files\/.+\?download=billede-4\.png$/)
    const file = await page.context().request.get(`${app.server.url}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toMatch(/^attachment/)
  })
})
