// A browser without a window, for sign-in flows that cross sites: one cookie jar per origin,
// redirects followed by hand (so each hop is visible), the app reached through app.request and
// every other origin (an identity provider on a local port) over real HTTP. Cookies follow the
// SameSite rule a real browser applies: a cross-site POST carries only SameSite=None cookies.
import type { Hono } from 'hono'

interface StoredCookie {
  value: string
  sameSiteNone: boolean
}

export interface Hop {
  method: string
  url: string
  status: number
}

export class CookieJarBrowser {
  private jars = new Map<string, Map<string, StoredCookie>>()
  readonly hops: Hop[] = []

  constructor(
    private readonly app: Hono,
    private readonly appOrigin: string,
    /** This browser's address as the app sees it (X-Forwarded-For; the test app trusts the proxy). */
    private readonly address = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  cookies(origin: string): Record<string, string> {
    return Object.fromEntries([...(this.jars.get(origin) ?? new Map()).entries()].map(([name, c]) => [name, c.value]))
  }

  /** One request, no redirects followed. `from`: the page the request is made from (Origin). */
  async request(url: string, init: { method?: string; body?: string; contentType?: string; from?: string } = {}): Promise<Response> {
    const target = new URL(url, this.appOrigin)
    const method = init.method ?? 'GET'
    const crossSite = init.from !== undefined && new URL(init.from).origin !== target.origin
    const headers = new Headers()
    const jar = this.jars.get(target.origin) ?? new Map<string, StoredCookie>()
    const sent = [...jar.entries()].filter(([, c]) => !(crossSite && method === 'POST') || c.sameSiteNone)
    if (sent.length) headers.set('cookie', sent.map(([name, c]) => `${name}=${c.value}`).join('; '))
    if (init.from && method !== 'GET') headers.set('origin', new URL(init.from).origin)
    if (init.contentType) headers.set('content-type', init.contentType)
    if (target.origin === this.appOrigin) headers.set('x-forwarded-for', this.address)
    const res =
      target.origin === this.appOrigin
        ? await this.app.request(target.pathname + target.search, { method, headers, body: init.body })
        : await fetch(target, { method, headers, body: init.body, redirect: 'manual' })
    this.hops.push({ method, url: target.toString(), status: res.status })
    this.store(target.origin, res)
    return res
  }

  /** Follows redirects (as GET) until a page answers; returns its URL and response. */
  async navigate(url: string, init: Parameters<CookieJarBrowser['request']>[1] = {}): Promise<{ url: string; res: Response }> {
    let current = new URL(url, this.appOrigin).toString()
    let res = await this.request(current, init)
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      current = new URL(res.headers.get('location')!, current).toString()
      res = await this.request(current)
    }
    return { url: current, res }
  }

  private store(origin: string, res: Response) {
    const jar = this.jars.get(origin) ?? new Map<string, StoredCookie>()
    this.jars.set(origin, jar)
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(key))
      const maxAge = attr('max-age=')
      const expires = attr('expires=')
      const gone = (maxAge && Number(maxAge.split('=')[1]) <= 0) || (expires && Date.parse(expires.split('=')[1]) < Date.now()) || value === ''
      if (gone) jar.delete(name)
      else jar.set(name, { value, sameSiteNone: /^samesite=none$/i.test(attr('samesite=') ?? '') })
    }
  }
}
