// Post bodies are rich text from the browser, so they are untrusted HTML. The server keeps
// exactly the allowed tags and attributes (sync/inputs/rich-text.ts); everything else —
// scripts, event handlers, styles, javascript: and data: links, comments — is gone before
// the row is written, so no browser ever receives it.
import sanitizeHtml from 'sanitize-html'
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS, isBlankRichText, isSafeHref } from '../../../sync/inputs/rich-text'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Content of these is dropped, not kept as text (a <script> body is never a message).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'xmp', 'noembed', 'noframes', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim()
      const attrs: Record<string, string> = {}
      // Only absolute http(s) and mailto links; a relative or scheme-less href could be
      // rewritten by the page's base into something else.
      if (href && isSafeHref(href)) attrs.href = href
      // A new tab never gets a handle on this page (reverse tabnabbing).
      if (attribs.target === '_blank') {
        attrs.target = '_blank'
        attrs.rel = 'noopener noreferrer'
      } else if (attribs.rel) {
        attrs.rel = attribs.rel.replace(/[^a-z ]/gi, '').slice(0, 60)
      }
      return { tagName, attribs: attrs }
    },
  },
}

export function sanitizePostHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim()
  // An editor's empty document (<p></p>) is no body at all.
  return isBlankRichText(clean) ? '' : clean
}
