import { cn } from '@/lib/utils'
import { FIELD_STATE_CLASS } from './field-classes'
import { slotComponent } from './slot-component'

export const Textarea = slotComponent(
  'textarea',
  'textarea',
  cn(
    'border-input placeholder:text-muted-foreground flex field-sizing-content min-h-16 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
    FIELD_STATE_CLASS,
  ),
)
