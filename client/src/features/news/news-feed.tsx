// The home page's company news: the composer, then the 10 newest items, live.
import { Skeleton } from '@/components/ui/skeleton'
import { NewsComposer } from './news-composer'
import { NewsItem } from './news-item'
import { useNews } from './use-news'

export function NewsFeed() {
  const news = useNews()
  return (
    <section aria-label="Nyheder" className="grid content-start gap-4">
      <NewsComposer />
      {!news ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Indlæser nyheder">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : news.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">Der er ingen nyheder endnu.</p>
      ) : (
        <ul className="grid gap-4">
          {news.map((item) => (
            <li key={item.id} id={`nyhed-${item.id}`} className="scroll-mt-20">
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
