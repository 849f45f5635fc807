import { cn } from '@/lib/utils'

/** A determinate progress bar for uploads; screen readers hear the percentage. */
export function UploadProgress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className={cn('grid gap-1', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-muted h-2 w-full overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-muted-foreground text-xs">
        {label} {percent} %
      </span>
    </div>
  )
}
