// shadcn-style wrapper around sonner's toaster, in the app's colours.
import type { CSSProperties } from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      closeButton
      className="toaster group"
      // Danish names for screen readers (sonner's own are 'Notifications alt+T' and 'Close
      // toast'); not 'Notifikationer', which is the name of the bell in the header.
      customAriaLabel="Statusbeskeder (Alt+T)"
      toastOptions={{ closeButtonAriaLabel: 'Luk besked', ...toastOptions }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  )
}
