// A form section that starts collapsed, so the long form opens as a short list of headings. The content
// stays mounted while hidden, so values and validation survive collapsing.
import { useId, type ReactNode } from 'react'
import { ChevronDownIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

export function FormSection({
  title,
  open,
  onToggle,
  badge,
  children,
}: {
  title: string
  open: boolean
  onToggle: () => void
  badge?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className="bg-card rounded-lg border shadow-xs">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="hover:bg-accent/50 focus-visible:ring-ring/50 flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left font-semibold outline-none focus-visible:ring-[3px]"
        >
          <span className="flex-1">{title}</span>
          {badge}
          <ChevronDownIcon className={cn('text-muted-foreground size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h2>
      <div id={id} hidden={!open} className="grid gap-4 border-t px-4 py-4">
        {children}
      </div>
    </section>
  )
}
