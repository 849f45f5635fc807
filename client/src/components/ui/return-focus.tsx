// Focus back to whatever opened a dialog. Radix returns focus to its own Trigger and, when there
// is none (most of our dialogs are opened by a plain button and mounted only while open), it
// prevents its default and focuses nothing: focus fell to <body>. So the dialog's content
// remembers the element that had focus when it first rendered, and gives focus back to it on
// close if it is still on the page.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

export type AutoFocusHandler = ((event: Event) => void) | undefined

export function useReturnFocusToOpener(onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    opener,
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      const target = opener.current
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus({ preventScroll: true })
    },
  }
}

/** Rendered inside the dialog's content, so it renders each time the dialog opens. */
export function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  // Read during the first render: before the dialog (or an autoFocus inside it) takes focus.
  const [active] = useState(() => document.activeElement)
  useLayoutEffect(() => {
    into.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [active, into])
  return null
}
