// Post bodies are sanitised on the server; the browser purifies again with the same
// allow-list before touching innerHTML, so a row that somehow bypassed the API still
// cannot run script here.
import { useMemo } from 'react'
import DOMPurify from 'dompurify'
import { cn } from '@/lib/utils'
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../../sync/inputs/rich-text'

let hooked = false

export function purifyRichText(html: string): string {
  if (!hooked) {
    // Links that open a new tab never get a handle on this one.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    // Otherwise the URI check above would apply to these too and drop target="_blank".
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
  })
}

export const RICH_TEXT_CLASSES =
  'break-words text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold ' +
  '[&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&>:first-child]:mt-0'

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyRichText(html), [html])
  return <div className={cn(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
