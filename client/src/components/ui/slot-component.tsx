// Most of shadcn's parts are one element with its data-slot name (the name the other parts'
// classes select on, e.g. the card header's has-data-[slot=card-action]) and base classes that a
// caller's className adds to or overrides. slotComponent makes such a part, so that each ui file
// says only which element, which slot and which classes.
import * as React from 'react'
import { cn } from '@/lib/utils'

export function slotComponent<T extends React.ElementType>(element: T, slot: string, baseClassName: string) {
  // Typed by T's props for the callers; inside, any element takes data-slot and className.
  const Element = element as React.ElementType
  function SlotComponent({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return <Element data-slot={slot} className={cn(baseClassName, className)} {...props} />
  }
  SlotComponent.displayName = slot
  return SlotComponent
}

/** A part that takes no classes of its own (Radix's roots, triggers and portals): its slot name only. */
export function namedSlot<T extends React.ElementType>(element: T, slot: string) {
  const Element = element as React.ElementType
  function NamedSlot(props: React.ComponentProps<T>) {
    return <Element data-slot={slot} {...props} />
  }
  NamedSlot.displayName = slot
  return NamedSlot
}
