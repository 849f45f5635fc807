// A notice links to '/#nyhed-<id>': once that item is on the page, bring it into view.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

export function useScrollToHash(anchor: string) {
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.slice(1) === anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' })
  }, [hash, anchor])
}
