// The service worker's Web Push handlers on a fake worker scope: what a push shows, and where a
// click goes (the open tab taken to the link, else a new window). e2e/push.e2e.ts runs the same
// handlers in chromium.
import { describe, expect, it } from 'vitest'
import { serviceWorkerSource } from './shell-plugin'

const ORIGIN = 'http://intranet.test'

interface FakeTab {
  url: string
  focused: boolean
  /** A tab the worker does not control cannot be navigated (the browser throws). */
  controlled: boolean
  calls: string[]
}

function startWorker(tabs: FakeTab[] = []) {
  const handlers = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: Record<string, any> }[] = []
  const opened: string[] = []
  const clientOf = (tab: FakeTab) => ({
    get url() {
      return tab.url
    },
    focused: tab.focused,
    focus: async () => void tab.calls.push('focus'),
    navigate: async (url: string) => {
      if (!tab.controlled) throw new TypeError('not controlled')
      tab.calls.push(`navigate ${url}`)
      tab.url = url
      return clientOf(tab)
    },
  })
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => handlers.set(type, fn),
    registration: { showNotification: async (title: string, options: Record<string, any>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => tabs.map(clientOf),
      openWindow: async (url: string) => void opened.push(url),
    },
  }
  new Function('self', 'caches', 'fetch', serviceWorkerSource([], 'test'))(self, {}, () => {})
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
  }
  const push = (payload: unknown) => dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } })
  const click = (url: string) => dispatch('notificationclick', { notification: { data: { url }, close: () => {} } })
  return { push, click, shown, opened }
}

const tab = (url: string, focused = false, controlled = true): FakeTab => ({ url: `${ORIGIN}${url}`, focused, controlled, calls: [] })

describe('web push in the service worker', () => {
  it('shows the pushed notice with its text and the link of the thing itself', async () => {
    const sw = startWorker()
    await sw.push({ title: 'Din ferie er godkendt', body: '2. marts 2031', url: '/vacation#ferie-1', tag: 'n1' })
    expect(sw.shown).toEqual([
      { title: 'Din ferie er godkendt', options: expect.objectContaining({ body: '2. marts 2031', tag: 'n1', lang: 'da', data: { url: `${ORIGIN}/vacation#ferie-1` } }) },
    ])
  })

  it('a push it cannot read still shows a notice; a link to another site opens the front page instead', async () => {
    const sw = startWorker()
    await sw.push('{ikke json')
    await sw.push({ title: 'Hej', url: 'https://evil.example/phish' })
    expect(sw.shown.map((n) => [n.title, n.options.data.url])).toEqual([
      ['Ny notifikation', `${ORIGIN}/`],
      ['Hej', `${ORIGIN}/`],
    ])
  })

  it('a click brings the focused tab of the app forward and takes it to the link', async () => {
    const other = tab('/events')
    const focused = tab('/settings', true)
    const sw = startWorker([other, focused])
    await sw.click(`${ORIGIN}/vacation#ferie-1`)
    expect(focused.calls).toEqual(['focus', `navigate ${ORIGIN}/vacation#ferie-1`])
    expect(other.calls).toEqual([])
    expect(sw.opened).toEqual([])
  })

  it('with no tab of the app open, or one the worker cannot navigate, a click opens a new window at the link', async () => {
    const none = startWorker()
    await none.click(`${ORIGIN}/meetings/m1`)
    expect(none.opened).toEqual([`${ORIGIN}/meetings/m1`])
    const stranger = tab('/', false, false)
    const uncontrolled = startWorker([stranger])
    await uncontrolled.click(`${ORIGIN}/meetings/m1`)
    expect(uncontrolled.opened).toEqual([`${ORIGIN}/meetings/m1`])
  })
})
