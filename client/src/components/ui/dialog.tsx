import * as React from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import { dialogClasses } from './dialog-classes'
import { CenteredModalContent } from './centered-modal-content'
import { namedSlot, slotComponent } from './slot-component'

export const Dialog = namedSlot(DialogPrimitive.Root, 'dialog')
export const DialogTrigger = namedSlot(DialogPrimitive.Trigger, 'dialog-trigger')
export const DialogPortal = namedSlot(DialogPrimitive.Portal, 'dialog-portal')
export const DialogClose = namedSlot(DialogPrimitive.Close, 'dialog-close')
export const DialogOverlay = slotComponent(DialogPrimitive.Overlay, 'dialog-overlay', dialogClasses.overlay)

export function DialogContent({
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <CenteredModalContent portal={DialogPortal} overlay={DialogOverlay} element={DialogPrimitive.Content} dataSlot="dialog-content" {...props}>
      {children}
      {showCloseButton && (
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className={`${dialogClasses.cornerClose} [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4`}
        >
          <XIcon />
          <span className="sr-only">Luk</span>
        </DialogPrimitive.Close>
      )}
    </CenteredModalContent>
  )
}

export const DialogHeader = slotComponent('div', 'dialog-header', dialogClasses.header)
export const DialogFooter = slotComponent('div', 'dialog-footer', dialogClasses.footer)
export const DialogTitle = slotComponent(DialogPrimitive.Title, 'dialog-title', dialogClasses.title)
export const DialogDescription = slotComponent(DialogPrimitive.Description, 'dialog-description', dialogClasses.description)
