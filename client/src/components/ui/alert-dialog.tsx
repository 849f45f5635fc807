import * as React from 'react'
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { dialogClasses } from './dialog-classes'
import { CenteredModalContent } from './centered-modal-content'
import { namedSlot, slotComponent } from './slot-component'

export const AlertDialog = namedSlot(AlertDialogPrimitive.Root, 'alert-dialog')
export const AlertDialogTrigger = namedSlot(AlertDialogPrimitive.Trigger, 'alert-dialog-trigger')
export const AlertDialogPortal = namedSlot(AlertDialogPrimitive.Portal, 'alert-dialog-portal')
export const AlertDialogOverlay = slotComponent(AlertDialogPrimitive.Overlay, 'alert-dialog-overlay', dialogClasses.overlay)

export function AlertDialogContent(props: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <CenteredModalContent
      portal={AlertDialogPortal}
      overlay={AlertDialogOverlay}
      element={AlertDialogPrimitive.Content}
      dataSlot="alert-dialog-content"
      {...props}
    />
  )
}

export const AlertDialogHeader = slotComponent('div', 'alert-dialog-header', dialogClasses.header)
export const AlertDialogFooter = slotComponent('div', 'alert-dialog-footer', dialogClasses.footer)
export const AlertDialogTitle = slotComponent(AlertDialogPrimitive.Title, 'alert-dialog-title', dialogClasses.title)
export const AlertDialogDescription = slotComponent(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  dialogClasses.description,
)

export function AlertDialogAction({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants(), className)} {...props} />
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />
}
