import { Loader2Icon } from 'lucide-react'
import { cn } from '@/lib/utils'

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('text-muted-foreground flex items-center gap-2 text-sm', className)}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  )
}

/** The whole-screen wait shown before we know who the user is. */
export function FullPageSpinner({ label = 'Indlæser...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  )
}
