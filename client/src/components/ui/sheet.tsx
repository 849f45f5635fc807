import * as React from 'react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { dialogClasses } from './dialog-classes'
import { namedSlot, slotComponent } from './slot-component'

// A sheet is a Radix dialog pinned to one edge: same focus trap, Escape and scroll lock.
export const Sheet = namedSlot(SheetPrimitive.Root, 'sheet')
export const SheetTrigger = namedSlot(SheetPrimitive.Trigger, 'sheet-trigger')
export const SheetClose = namedSlot(SheetPrimitive.Close, 'sheet-close')
const SheetOverlay = slotComponent(SheetPrimitive.Overlay, 'sheet-overlay', dialogClasses.overlay)

export function SheetContent({
  className,
  children,
  side = 'right',
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right' }) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'bg-background fixed z-50 flex flex-col gap-4 shadow-lg transition ease-in-out',
          side === 'right' &&
            'data-[state=open]:animate-slide-in-right inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm',
          side === 'left' &&
            'data-[state=open]:animate-slide-in-left inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className={dialogClasses.cornerClose}>
          <XIcon className="size-4" />
          <span className="sr-only">Luk</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export const SheetHeader = slotComponent('div', 'sheet-header', 'flex flex-col gap-1.5 p-4')
export const SheetTitle = slotComponent(SheetPrimitive.Title, 'sheet-title', 'text-foreground font-semibold')
export const SheetDescription = slotComponent(SheetPrimitive.Description, 'sheet-description', dialogClasses.description)
