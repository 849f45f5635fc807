// The app runs under its Content-Security-Policy. Every page, signed in as an admin
// (who sees the most), plus the sign-in screen and the public QR page, is visited while the
// browser reports any CSP violation; there must be none.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext } from './support/browser'
import { useAppInBrowser } from './support/harness'
import { ADMIN } from './support/server'

const app = useAppInBrowser()

const PAGES = [
  '/', '/events', '/notifications', '/work', '/profile', '/settings', '/messages', '/chat', '/posts', '/users',
  '/analytics', '/database-test', '/vacation', '/projects', '/handbooks', '/building-access', '/employees',
  '/meetings', '/meetings/new', '/my-assignments', '/ingen-side',
]

/** Violations reported by the page (securitypolicyviolation) or the console, from now on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] }
      ;(w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return seen
}
const reported = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

describe('content security policy', () => {
  it('no page breaks a rule of the policy it is served with', { timeout: 400_000 }, async () => {
    const ctx = await newContext(app.browser, app.server.url)
    const signedOut = await ctx.newPage()
    const seen = await watchViolations(signedOut)
    const index = await signedOut.goto('/')
    expect(index?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(index?.headers()['x-frame-options']).toBe('DENY')
    await signedOut.getByText('Log ind på din konto').waitFor()
    await signedOut.goto('/qr?qr=ingen-saadan-kode')
    await signedOut.getByText('Profil blev ikke fundet').waitFor()
    expect([...seen, ...(await reported(signedOut))]).toEqual([])
    await ctx.close()

    const { page } = await app.open(ADMIN, '/')
    const pageSeen = await watchViolations(page)
    for (const path of PAGES) {
      await page.goto(path)
      await page.locator('main').first().waitFor()
      // Let the page's data, images and workers load before asking.
      await page.waitForTimeout(800)
      expect([...pageSeen, ...(await reported(page))], path).toEqual([])
    }
  })
})
