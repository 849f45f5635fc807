// A button that shows and hides a part of the page (a long text, a comment thread): whether it
// is shown, and the aria wiring that tells a screen reader which part the button controls.
import { useId, useState } from 'react'

export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return {
    open,
    /** The shown and hidden part's id. */
    panelId,
    /** Spread on the button. */
    toggleProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) },
  }
}
