// The body with 'Vis mere' / 'Vis mindre': collapsed to a few lines, and the toggle only
// appears when there is more to show. Expanded it may grow to 5000 px, so a very long post cannot swallow the feed.
import { useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDisclosure } from '@/lib/use-disclosure'
import { cn } from '@/lib/utils'
import { RichText } from './rich-text'

export function PostBody({ html }: { html: string }) {
  const { open: expanded, panelId, toggleProps } = useDisclosure()
  const [overflows, setOverflows] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1 || expanded)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [html, expanded])

  if (!html) return null
  return (
    <div className="grid gap-1">
      <div id={panelId} ref={box} className={cn('overflow-hidden', expanded ? 'max-h-[5000px]' : 'max-h-40')}>
        <RichText html={html} />
      </div>
      {overflows && (
        <Button variant="link" size="sm" className="h-auto justify-self-start p-0" {...toggleProps}>
          {expanded ? 'Vis mindre' : 'Vis mere'}
        </Button>
      )}
    </div>
  )
}
