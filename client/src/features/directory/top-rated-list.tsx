// Top 5 rated partners (on Samarbejdspartnere).
import { TrophyIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import type { ContactPerson } from './directory-entries'
import { RatingSummary } from './star-rating'
import { useTopRated } from './use-directory'

export function TopRatedList({ onOpen }: { onOpen: (c: ContactPerson) => void }) {
  const top = useTopRated() ?? []
  return (
    <section aria-labelledby="top-rated-heading">
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-3 px-4">
          <h2 id="top-rated-heading" className="flex items-center gap-2 text-lg font-semibold">
            <TrophyIcon className="size-5 text-amber-500" aria-hidden />
            Bedst vurderede
          </h2>
          {top.length === 0 ? (
            <p className="text-muted-foreground text-sm">Ingen vurderinger endnu</p>
          ) : (
            <ol className="grid gap-2">
              {top.map((c, i) => (
                <li key={c.id} className="flex items-center gap-3">
                  <span className="text-muted-foreground w-4 text-right text-sm tabular-nums">{i + 1}.</span>
                  <button type="button" className="grid min-w-0 flex-1 text-left hover:underline" onClick={() => onOpen(c)}>
                    <span className="truncate text-sm font-medium">{c.full_name}</span>
                    {c.company && <span className="text-muted-foreground truncate text-xs">{c.company}</span>}
                  </button>
                  <RatingSummary average={c.average_rating} count={c.rating_count} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
