// When a browser step fails: a screenshot and the page's text, so the report says what was shown.
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'

export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(os.tmpdir(), 'intranet-e2e-artifacts')

export async function dumpPage(page: Page, label: string): Promise<string> {
  const base = path.join(ARTIFACTS, `${Date.now()}-${label.replace(/[^a-z0-9-]+/gi, '_')}`)
  await mkdir(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {})
  const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e) => `(no text: ${e.message})`)
  await writeFile(`${base}.txt`, `${page.url()}\n\n${text}`).catch(() => {})
  return `page ${page.url()} (screenshot ${base}.png) showed:\n${text.slice(0, 1500)}`
}

/** Runs a browser step; on failure rethrows with what the page showed and its errors. */
export async function step<T>(page: Page, label: string, fn: () => Promise<T>, errors: string[] = []): Promise<T> {
  const started = Date.now()
  try {
    const result = await fn()
    if (process.env.E2E_TIMINGS === '1') console.log(`[e2e] ${label}: ${Date.now() - started} ms`)
    return result
  } catch (err) {
    const shown = await dumpPage(page, label)
    const e = err as Error
    e.message = `${label}: ${e.message}\n${shown}${errors.length ? `\npage errors:\n${errors.join('\n')}` : ''}`
    throw e
  }
}
