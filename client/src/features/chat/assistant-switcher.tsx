// Two assistants, one choice: a radio group (arrow keys move between them). Switching clears
// the conversation and shows the new assistant's welcome message.
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'
import type { AssistantId } from '../../../../sync/inputs/ai'
import { assistants } from './assistants'

export function AssistantSwitcher({ value, onChange, className }: { value: AssistantId; onChange: (id: AssistantId) => void; className?: string }) {
  return (
    <RadioGroupPrimitive.Root
      value={value}
      onValueChange={(v) => onChange(v as AssistantId)}
      aria-label="Vælg assistent"
      orientation="horizontal"
      className={cn('bg-muted inline-flex rounded-lg p-[3px]', className)}
    >
      {assistants.map((a) => (
        <RadioGroupPrimitive.Item
          key={a.id}
          value={a.id}
          title={a.description}
          className="data-[state=checked]:bg-background data-[state=checked]:text-foreground text-muted-foreground focus-visible:ring-ring inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-2 data-[state=checked]:shadow-sm"
        >
          <a.icon className="size-3.5" aria-hidden />
          {a.name}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
