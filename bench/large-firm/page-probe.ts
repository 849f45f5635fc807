// What runs inside the page: a long-task recorder (installed before any app script) and
// waits for seeded text. Waits look for text, never for CSS classes, so they keep working
// when the UI changes; a wait that runs out answers null instead of throwing.
import type { Page } from 'playwright-core'

declare global {
  interface Window {
    __lf: {
      longtasks: { start: number; duration: number }[]
      flush(): void
      wait(text: string, path: string | null, timeoutMs: number): Promise<number | null>
      click(href: string | null, tab: string | null, text: string, path: string, timeoutMs: number): Promise<ClickResult | null>
    }
  }
}

/**
 * Installed with context.addInitScript: runs first in every document. Plain JavaScript in a
 * string, because tsx would wrap named functions in helpers that do not exist in the page.
 * wait() resolves with performance.now() of the first frame in which `text` is in the page (and
 * the address is `path`); only mutations that could have added the text trigger a full check.
 * click() clicks the visible link to `href`, or without one navigates in-app with pushState +
 * popstate (which the router follows like a link), or clicks the tab whose text has `tab`.
 */
export const PROBE_SOURCE = `(() => {
  const longtasks = []
  const record = (entries) => { for (const e of entries) longtasks.push({ start: e.startTime, duration: e.duration }) }
  let observer = null
  try {
    observer = new PerformanceObserver((list) => record(list.getEntries()))
    observer.observe({ type: 'longtask', buffered: true })
  } catch {}
  // The observer's callback comes later than the frame after a long task: take what is queued.
  const flush = () => { if (observer) record(observer.takeRecords()) }
  function wait(text, path, timeoutMs) {
    return new Promise((resolve) => {
      let done = false, scheduled = false
      const hit = () => (path === null || location.pathname === path) && (document.body?.textContent ?? '').includes(text)
      const finish = (value) => {
        done = true; observer.disconnect(); clearInterval(safety); clearTimeout(timer); resolve(value)
      }
      const check = () => { scheduled = false; if (!done && hit()) finish(performance.now()) }
      const schedule = () => { if (!scheduled) { scheduled = true; requestAnimationFrame(check) } }
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          const added = r.type === 'characterData' ? r.target.textContent?.includes(text) : [...r.addedNodes].some((n) => n.textContent?.includes(text))
          if (added) return schedule()
        }
      })
      const safety = setInterval(schedule, 2000)
      const timer = setTimeout(() => finish(null), timeoutMs)
      observer.observe(document, { subtree: true, childList: true, characterData: true })
      schedule()
    })
  }
  async function click(href, tab, text, path, timeoutMs) {
    const visible = (e) => e.getClientRects().length > 0
    const t0 = performance.now()
    let via
    if (tab) {
      const el = [...document.querySelectorAll('[role=tab], button')].find((e) => visible(e) && e.textContent?.includes(tab))
      if (!el) return null
      // Radix tabs switch on mousedown (or focus), not on click: press it like a pointer does.
      for (const type of ['pointerdown', 'mousedown']) el.dispatchEvent(new (type.startsWith('pointer') ? PointerEvent : MouseEvent)(type, { bubbles: true, cancelable: true, button: 0 }))
      el.focus()
      for (const type of ['pointerup', 'mouseup']) el.dispatchEvent(new (type.startsWith('pointer') ? PointerEvent : MouseEvent)(type, { bubbles: true, cancelable: true, button: 0 }))
      el.click(); via = 'tab'
    } else {
      const link = [...document.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === href && visible(a))
      if (link) { link.click(); via = 'link' }
      else {
        const idx = (history.state?.idx ?? 0) + 1
        history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href)
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
        via = 'history'
      }
    }
    const at = await wait(text, path, timeoutMs)
    const end = at ?? performance.now()
    await new Promise((r) => setTimeout(r, 50))
    flush()
    const during = longtasks.filter((l) => l.start + l.duration >= t0 && l.start <= end)
    return { ms: at === null ? null : at - t0, via, longest_task_ms: Math.max(0, ...during.map((l) => l.duration)) }
  }
  window.__lf = { longtasks, wait, click, flush }
})()`

/** ms since navigation start until `text` shows (null: not within timeoutMs). */
export async function waitForText(page: Page, text: string, path: string | null, timeoutMs: number): Promise<number | null> {
  try {
    return await page.evaluate(([t, p, ms]) => window.__lf.wait(t, p, ms), [text, path, timeoutMs] as const)
  } catch {
    return null // the page navigated away or crashed
  }
}

export interface ClickResult {
  ms: number | null
  /** 'link': a visible link with that href was clicked; 'history': pushState + popstate. */
  via: 'link' | 'history' | 'tab'
  longest_task_ms: number
}

/** ms from the click (see PROBE_SOURCE) until `text` shows, and the longest task meanwhile. */
export async function clickToText(
  page: Page,
  target: { href?: string; tab?: string },
  text: string,
  path: string,
  timeoutMs: number,
): Promise<ClickResult | null> {
  try {
    return await page.evaluate(
      ([href, tab, t, p, ms]) => window.__lf.click(href, tab, t, p, ms),
      [target.href ?? null, target.tab ?? null, text, path, timeoutMs] as const,
    )
  } catch {
    return null
  }
}

/** Long tasks of the current document so far. */
export async function longTasks(page: Page): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(() => (window.__lf?.flush(), window.__lf?.longtasks ?? [])).catch(() => [])
}

/** True once the sync indicator says everything is synced (Danish "Synkroniseret"). */
export async function waitForSynced(page: Page, timeoutMs: number): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(
      () => {
        const synced = [...document.querySelectorAll('[role=status]')].some((e) => e.textContent?.trim() === 'Synkroniseret')
        return synced ? performance.now() : false
      },
      undefined,
      { polling: 200, timeout: timeoutMs },
    )
    return (await handle.jsonValue()) as number
  } catch {
    return null
  }
}
