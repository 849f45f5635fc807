// The foot of a paged list: "Viser X af Y" (when the total is cheap to know) and "Vis flere".
// The button stays focusable while the next page loads (aria-disabled, not disabled), so a
// keyboard user keeps their place and can press it again for the page after.
import { Loader2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { PagedList } from './use-paged-live-query'

const count = new Intl.NumberFormat('da-DK')

export function ShowMore({
  list,
  total,
  noun,
  className,
}: {
  list: Pick<PagedList<unknown>, 'rows' | 'hasMore' | 'loadingMore' | 'error' | 'showMore'>
  /** All matching rows, when a separate count query has them. */
  total?: number
  /** What is listed, for screen readers: "Vis flere mødereferater". */
  noun?: string
  className?: string
}) {
  const shown = list.rows?.length ?? 0
  if (!list.rows || (shown === 0 && !list.hasMore)) return null
  const showTotal = total !== undefined && shown > 0
  return (
    <div className={cn('flex flex-col items-center gap-2 py-2', className)}>
      {showTotal && (
        <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
          Viser {count.format(shown)} af {count.format(Math.max(total!, shown))}
        </p>
      )}
      {list.error && (
        <p role="alert" className="text-destructive text-sm">
          {list.error}
        </p>
      )}
      {list.hasMore && (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          aria-disabled={list.loadingMore || undefined}
          onClick={() => !list.loadingMore && list.showMore()}
        >
          {list.loadingMore && <Loader2Icon className="animate-spin" aria-hidden />}
          {list.loadingMore ? 'Henter flere…' : 'Vis flere'}
          {noun && <span className="sr-only"> {noun}</span>}
        </Button>
      )}
    </div>
  )
}
