// The rich-text contract for post bodies: the one allow-list that the
// server's sanitiser, the browser's renderer and the editor all follow.

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel'] as const
/** Link targets that cannot run script: no javascript:, data:, vbscript: or relative tricks. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const

export const isSafeHref = (href: string) => /^(https?:\/\/|mailto:)/i.test(href.trim())

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** The visible text of a piece of rich text, for emptiness checks and excerpts. */
export function richTextToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name]
      const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}

export const isBlankRichText = (html: string) => richTextToText(html) === ''
