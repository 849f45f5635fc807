import { cn } from '@/lib/utils'
import { FIELD_STATE_CLASS } from './field-classes'
import { slotComponent } from './slot-component'

export const Input = slotComponent(
  'input',
  'input',
  cn(
    'file:text-foreground placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground border-input flex h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
    FIELD_STATE_CLASS,
  ),
)
