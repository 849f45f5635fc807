// WCAG 2.2 AA, checked by axe-core in the real app: every route and the main dialogs, as an
// administrator and as an employee, on a desktop (1280 px) and a phone (360 px). Any serious or
// critical violation fails, listed with the elements it was found on. The dialogs must also
// give focus back to the button that opened them when they close.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import { useAppInBrowser } from './support/harness'
import { PHONE } from './support/layout'
import { ROOT } from './support/paths'
import { ADMIN, EMPLOYEE } from './support/server'

// The demo company with its work (posts, projects, vacations, minutes), so lists have content.
const app = useAppInBrowser({ env: { SEED_DEMO_WORK: 'true' } })

type Person = { email: string; password: string }

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const DESKTOP = { width: 1280, height: 800 }

/**
 * Every route of client/src/router.tsx; `:param` routes get a real id from the page that links to
 * them. Routes that render the same page component are kept apart (see visit()).
 */
const ROUTES = [
  '/',
  'profile',
  'events',
  'notifications',
  'profile/:id',
  'work',
  'settings',
  'messages',
  'chat',
  'posts',
  'users',
  'analytics',
  'vacation',
  // Not right after 'analytics': an employee sees the same 'Access denied' page on both.
  'database-test',
  'user-management',
  'projects',
  // Administrators' pages, each between pages everyone sees (an employee is refused on them).
  'audit-log',
  'projects/:id',
  'handbooks',
  'sso',
  'handbooks/:category',
  'building-access',
  'employees',
  'employees/categories/:category',
  'meetings',
  'meetings/new',
  'meetings/:id',
  'meetings/edit/:id',
  'my-assignments',
  '*',
]

/** The first link on `from` whose path matches: the page a `:param` route is reached by. */
async function linkOn(page: Page, from: string, pattern: RegExp): Promise<string | null> {
  await visit(page, from)
  const find = async () => {
    const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    return hrefs.find((h) => pattern.test(h)) ?? null
  }
  // A list may still be filling from a shape that started after the page's own: wait a while.
  await expect.poll(find, { timeout: 30_000 }).not.toBeNull().catch(() => {})
  return find()
}

/** The user id of `who`, from the server's session endpoint. */
async function userId(who: Person): Promise<string> {
  const cookie = await signInApi(app.server.url, who.email, who.password)
  const res = await fetch(`${app.server.url}/api/auth/get-session`, { headers: { cookie } })
  const id = ((await res.json()) as { user?: { id?: string } } | null)?.user?.id
  if (!id) throw new Error(`no session for ${who.email}: HTTP ${res.status}`)
  return id
}

/** The concrete paths to scan, for whoever is signed in on `page`; `other` is someone else. */
async function concretePaths(page: Page, other: Person): Promise<string[]> {
  const otherId = await userId(other)
  const meeting = await linkOn(page, '/meetings', /^\/meetings\/(?!new|edit)[^/]+$/)
  const fill: Record<string, () => Promise<string | null>> = {
    'profile/:id': async () => `/profile/${otherId}`,
    'projects/:id': () => linkOn(page, '/projects', /^\/projects\/[^/]+$/),
    'handbooks/:category': () => linkOn(page, '/handbooks', /^\/handbooks\/[^/]+$/),
    'employees/categories/:category': () => linkOn(page, '/employees', /^\/employees\/categories\/[^/]+$/),
    'meetings/:id': async () => meeting,
    'meetings/edit/:id': async () => (meeting ? meeting.replace('/meetings/', '/meetings/edit/') : null),
    '*': async () => '/findes-ikke',
  }
  const paths: string[] = []
  for (const route of ROUTES) {
    const concrete = fill[route] ? await fill[route]() : route === '/' ? '/' : `/${route}`
    // The demo company has something behind every list: a missing link is a page left unscanned.
    if (!concrete) throw new Error(`no link to ${route} found`)
    paths.push(concrete)
  }
  return paths
}

/**
 * Opens `path` inside the running app, as a click on a link would (a reload per page would cost
 * the test most of its time), and waits until the new page's heading is shown and nothing in it
 * is still loading. The old heading is marked first, so a new one means the new page is there:
 * two routes in a row must therefore not render the same page component (it would keep its h1).
 */
async function visit(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate((to) => {
    if (!document.querySelector('main h1')) return false
    document.querySelector('main h1')?.setAttribute('data-left', '')
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
    return true
  }, path)
  if (!inApp) await page.goto(path)
  await page.locator('main h1:not([data-left])').first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 60_000 })
}

async function settled(page: Page): Promise<void> {
  // Finite animations (a dialog zooming in) done: colours are read as the user ends up seeing them.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  )
}

class Findings {
  readonly problems: string[] = []
  states = 0
  scanMs = 0

  async scan(page: Page, label: string, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<void> {
    await settled(page)
    const started = Date.now()
    // Only violations are read: details of passes would be serialised for nothing. (options()
    // replaces what withTags() set, so it comes first.)
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS)
    if (include) builder = builder.include(include)
    if (exclude) builder = builder.exclude(exclude)
    const { violations } = await builder.analyze()
    this.states++
    this.scanMs += Date.now() - started
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue
      const nodes = v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ').slice(0, 300)}`)
      const more = v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : ''
      this.problems.push(`${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes.join('\n')}${more}`)
    }
  }

  report(): void {
    if (this.problems.length) throw new Error(`${this.problems.length} serious or critical axe violations in ${this.states} states:\n\n${this.problems.join('\n\n')}`)
  }
}

/** Opens a dialog with `opener`, scans it, closes it with Escape and checks focus went back. */
async function dialog(page: Page, findings: Findings, label: string, from: string, opener: RegExp): Promise<void> {
  await visit(page, from)
  const button = page.getByRole('button', { name: opener })
  await button.first().click()
  const shown = page.getByRole('dialog').or(page.getByRole('alertdialog'))
  await shown.first().waitFor()
  // Loaded (the post editor's code arrives when the form first opens): the real form is scanned.
  await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'), null, { timeout: 60_000 })
  // Only the dialog: the page behind it was scanned on its own.
  await findings.scan(page, `${label}: dialog '${opener.source}' on ${from}`, { include: '[role="dialog"], [role="alertdialog"]' })
  await page.keyboard.press('Escape')
  await shown.first().waitFor({ state: 'detached' })
  await expect
    .poll(() => button.first().evaluate((el) => el === document.activeElement), { message: `focus back on '${opener.source}' (${label})` })
    .toBe(true)
}

const WIDTHS = [
  ['1280 px', DESKTOP],
  ['360 px', PHONE],
] as const

/** Every page and the main dialogs for one person at one width (one test each: a width takes minutes). */
async function scanEverything(who: Person, role: string, other: Person, [size, viewport]: (typeof WIDTHS)[number]): Promise<Findings> {
  const { page, errors } = await app.open(who, '/')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize(viewport)
  const findings = new Findings()
  await step(page, `${role}: the toast area has a Danish name`, async () => {
    await expect.poll(() => page.getByRole('region', { name: 'Statusbeskeder (Alt+T)', exact: true }).count()).toBe(1)
  }, errors)
  const paths = await step(page, `${role}: find the pages`, () => concretePaths(page, other), errors)
  {
    const label = `${role} at ${size}`
    for (const [i, p] of paths.entries()) {
      await step(page, `${label}: ${p}`, async () => {
        await visit(page, p)
        // The desktop sidebar is the same on every page: scanned with the first one only.
        await findings.scan(page, `${label}: ${p}`, { exclude: i === 0 ? undefined : 'aside' })
      }, errors)
    }
    await step(page, `${label}: dialogs`, async () => {
      await dialog(page, findings, label, '/posts', /^Opret et opslag$/)
      await dialog(page, findings, label, '/projects', /^Nyt projekt$/)
      await dialog(page, findings, label, '/vacation', /^(Anmod om|Tilføj) ferie$/)
      if (who === ADMIN) await dialog(page, findings, label, '/events', /^Tilføj arrangement$/)
      if (viewport === PHONE) await dialog(page, findings, label, '/', /^Åbn menu$/)
    }, errors)
    // After the dialogs, which end on another page (see visit()).
    if (who === ADMIN) {
      await step(page, `${label}: approved posts`, async () => {
        await visit(page, '/posts')
        await page.getByRole('tab', { name: /^Godkendte/ }).click()
        await page.getByRole('tabpanel', { name: /^Godkendte/ }).waitFor()
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 60_000 })
        await findings.scan(page, `${label}: /posts, tab 'Godkendte'`, { exclude: 'aside' })
      }, errors)
    }
  }
  console.log(`[a11y] ${role} at ${size}: ${findings.states} states, ${Math.round(findings.scanMs / 1000)} s of it in axe`)
  await page.context().close()
  return findings
}

describe('accessibility (axe, WCAG 2.0-2.2 A and AA)', () => {
  it('the scan covers every route of the router', async () => {
    const source = await readFile(path.join(ROOT, 'client/src/router.tsx'), 'utf8')
    const routed = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1])
    expect(routed.filter((r) => !ROUTES.includes(r))).toEqual([])
  })

  for (const width of WIDTHS) {
    it(`an administrator meets no serious or critical violation at ${width[0]}`, { timeout: 300_000 }, async () => {
      ;(await scanEverything(ADMIN, 'administrator', EMPLOYEE, width)).report()
    })

    it(`an employee meets no serious or critical violation at ${width[0]}`, { timeout: 300_000 }, async () => {
      ;(await scanEverything(EMPLOYEE, 'employee', ADMIN, width)).report()
    })
  }
})
