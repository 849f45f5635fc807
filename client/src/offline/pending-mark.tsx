// The mark every write still in the outbox carries where it is shown, whatever the feature.
import { CloudUploadIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

export const PENDING_TEXT = 'Venter på at blive sendt'

export function PendingMark({ className }: { className?: string }) {
  return (
    <span className={cn('text-muted-foreground inline-flex items-center gap-1 text-xs', className)}>
      <CloudUploadIcon className="size-3.5 shrink-0" aria-hidden />
      {PENDING_TEXT}
    </span>
  )
}
