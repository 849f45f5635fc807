// The content of a centred modal, the dialog's and the alert dialog's alike.
import * as React from 'react'
import { cn } from '@/lib/utils'
import { dialogClasses } from './dialog-classes'
import { RememberOpener, useReturnFocusToOpener, type AutoFocusHandler } from './return-focus'

/**
 * In its portal over the dimmed page, giving the focus back to its opener on close. Typed
 * loosely here: each dialog types its own Content's props.
 */
export function CenteredModalContent({
  portal: Portal,
  overlay: Overlay,
  element: Content,
  dataSlot,
  className,
  onCloseAutoFocus,
  children,
  ...props
}: {
  portal: React.ElementType<{ children: React.ReactNode }>
  overlay: React.ElementType
  /** The Radix Content to render. */
  element: React.ElementType
  dataSlot: string
  className?: string
  onCloseAutoFocus?: AutoFocusHandler
  children?: React.ReactNode
}) {
  const { opener, ...focus } = useReturnFocusToOpener(onCloseAutoFocus)
  return (
    <Portal>
      <Overlay />
      <Content data-slot={dataSlot} className={cn(dialogClasses.centeredContent, className)} {...props} {...focus}>
        <RememberOpener into={opener} />
        {children}
      </Content>
    </Portal>
  )
}
