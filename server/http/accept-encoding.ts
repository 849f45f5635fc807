// Content negotiation for Accept-Encoding (RFC 9110 §12.5.3), shared by the static files
// (pre-compressed at build) and compressed API answers.

export type Encoding = 'br' | 'gzip'

/**
 * The best of `offered` (in our order of preference) the client accepts, or null for the
 * identity encoding. `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function pickEncoding(header: string | undefined | null, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    weights.set(token.trim(), Number.isFinite(q) ? q : 0)
  }
  let best: Encoding | null = null
  let bestQ = 0
  for (const encoding of offered) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0
    if (q > bestQ) {
      best = encoding
      bestQ = q
    }
  }
  return best
}

/** Adds Accept-Encoding to a Vary header without dropping what is there (e.g. Cookie). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('vary')
  if (current === '*' || (current && /(^|,)\s*accept-encoding\s*(,|$)/i.test(current))) return
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
}
