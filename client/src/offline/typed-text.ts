// What a person typed into a write, read back from its body: a write the server refused for good
// is taken out of the outbox, and the refusal shows this text so it can be copied and sent again.
// Pure, so it is unit-tested; what counts as typed is free text, not ids, dates or choices.

const NOT_TYPED_KEYS = /(^id$|_id$|Id$|^status$|^kind$|^type$|^role$|_at$|date|url$|key$)/i
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

/** Rich text (posts, news) is HTML: its words, a paragraph per line. */
function plain(text: string): string {
  return text
    .replace(/<\/(p|h\d|li|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The free text of a write's body, one field after another; empty when it holds none. */
export function typedText(body: unknown): string {
  const found: string[] = []
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const text = plain(value)
      if (text && !NOT_TYPED_KEYS.test(key) && !UUID.test(text) && !DATE_LIKE.test(text)) found.push(text)
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key)
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k)
    }
  }
  walk(body, '')
  return found.join('\n\n')
}
