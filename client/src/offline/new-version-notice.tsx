// The strip that tells every tab of an older build that a new version is out, with a button to
// reload now; otherwise the page reloads by itself at the next navigation if nothing is being
// edited then (new-version.ts has the rule). Inside the router: it watches the navigations.
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { RefreshCwIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { usePendingWriteCount } from './offline-banner'
import { mayReloadNow, useNewVersion, useShouldHandOver } from './new-version'

/** Open dialogs and alerts; the navigation drawer (data-menu-drawer) closes by itself as one navigates. */
const openDialogs = () =>
  document.querySelectorAll('[role="dialog"][data-state="open"]:not([data-menu-drawer]), [role="alertdialog"][data-state="open"]').length

/** How many dialogs are open, followed while `watch` (a MutationObserver on the document). */
function useOpenDialogs(watch: boolean): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!watch) return
    setCount(openDialogs())
    const observer = new MutationObserver(() => setCount(openDialogs()))
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] })
    return () => observer.disconnect()
  }, [watch])
  return count
}

/**
 * Whether the person typed into anything on this page since they came to it (reset by each
 * navigation): a reload that no navigation asked for would throw that away.
 */
function useTypedHere(where: string): boolean {
  const [typed, setTyped] = useState(false)
  useEffect(() => setTyped(false), [where])
  useEffect(() => {
    const onInput = () => setTyped(true)
    document.addEventListener('input', onInput, true)
    return () => document.removeEventListener('input', onInput, true)
  }, [])
  return typed
}

export function NewVersionNotice() {
  const newVersion = useNewVersion()
  const pendingWrites = usePendingWriteCount()
  const pending = useRef(pendingWrites)
  pending.current = pendingWrites
  const { pathname, search } = useLocation()
  const where = pathname + search
  /** Where the page was when the notice came: a navigation is a move away from there. */
  const noticedAt = useRef<string | null>(null)

  useEffect(() => {
    if (!newVersion) return
    if (noticedAt.current === null) noticedAt.current = where
    else if (noticedAt.current !== where && mayReloadNow({ pendingWrites: pending.current, openDialogs: openDialogs() })) {
      // The address is already the new page's: the reload opens it on the new version.
      window.location.reload()
    }
  }, [newVersion, where])

  // This tab leads the person's database on the old code while a tab of the new version waits:
  // it hands over by reloading (its worker goes, the waiting one takes the lock), as soon as
  // nothing is being edited here; otherwise at the edit's end (a write sent, a dialog closed),
  // or, if something was typed on this page, at the next navigation (the rule above).
  const handOver = useShouldHandOver()
  const dialogsOpen = useOpenDialogs(handOver)
  const typed = useTypedHere(where)
  useEffect(() => {
    if (handOver && !typed && mayReloadNow({ pendingWrites, openDialogs: dialogsOpen })) window.location.reload()
  }, [handOver, typed, pendingWrites, dialogsOpen])

  if (!newVersion) return null
  return (
    <div
      role="status"
      data-testid="new-version"
      className="bg-primary/10 text-foreground flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm"
    >
      <RefreshCwIcon className="size-4 shrink-0" aria-hidden />
      <span>Der er en ny version af intranettet –{' '}</span>
      <Button type="button" size="sm" variant="outline" onClick={() => window.location.reload()}>
        Genindlæs
      </Button>
    </div>
  )
}
