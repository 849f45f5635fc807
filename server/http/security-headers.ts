// Headers every answer carries. The Content-Security-Policy is the one the app really runs
// under (browser tests fail on any violation): scripts only from this origin, WebAssembly
// compiled for PGlite ('wasm-unsafe-eval'), workers and the service worker from this origin,
// inline style attributes (React, Radix and the rich-text editor set them), images from
// uploads, data: and blob: (previews before upload), and no framing by anyone.
import type { MiddlewareHandler } from 'hono'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The microphone records transcriptions; nothing else is ever asked for.
  'Permissions-Policy': 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)',
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const missing = Object.entries(SECURITY_HEADERS).filter(([name]) => !c.res.headers.has(name))
    if (missing.length === 0) return
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value)
    } catch {
      // A response passed through from fetch() has immutable headers: copy it once.
      c.res = new Response(c.res.body, c.res)
      for (const [name, value] of missing) c.res.headers.set(name, value)
    }
  }
}
