// Keeps the newest message in view while the reader is at the bottom (within 100 px), but
// leaves them alone when they have scrolled up to read something (scrolling is looked at every 100 ms at most).
import { useEffect, useRef, type RefObject } from 'react'

export const FOLLOW_THRESHOLD_PX = 100
export const SCROLL_THROTTLE_MS = 100

export function useScrollFollow(ref: RefObject<HTMLElement | null>, changeKey: unknown) {
  const atBottom = useRef(true)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    let last = 0
    let pending: ReturnType<typeof setTimeout> | null = null
    const measure = () => {
      last = Date.now()
      pending = null
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_THRESHOLD_PX
    }
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last)
      if (wait <= 0) measure()
      else pending ??= setTimeout(measure, wait)
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      if (pending) clearTimeout(pending)
    }
  }, [ref])

  useEffect(() => {
    const el = ref.current
    if (el && atBottom.current) el.scrollTop = el.scrollHeight
  }, [ref, changeKey])
}
