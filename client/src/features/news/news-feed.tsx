// The home page's company news: the composer, then the 10 newest items, live; older items
// page by page from the server on request (they stay local afterwards).
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadingBlocks } from '@/components/placeholders'
import { useOlderPages } from '@/db/use-older-pages'
import { useShapesReady } from '@/db/use-shapes-ready'
import { NEWS_FEED_LIMIT } from '../../../../sync/inputs/news'
import { NewsComposer } from './news-composer'
import { NewsItem } from './news-item'
import { PendingNews } from './pending-news'
import { useNews } from './use-news'

export function NewsFeed() {
  const ready = useShapesReady('company_news', 'profiles')
  const [limit, setLimit] = useState(NEWS_FEED_LIMIT)
  const news = useNews(limit)
  const older = useOlderPages('company_news', NEWS_FEED_LIMIT, news, ready)
  useEffect(() => setLimit(older.limit), [older.limit])
  return (
    <section aria-label="Nyheder" className="grid content-start gap-4">
      <NewsComposer />
      <PendingNews />
      {!news || (news.length === 0 && (!ready || older.state === 'loading')) ? (
        <LoadingBlocks label="Indlæser nyheder" count={2} blockClassName="h-32" className="grid gap-4" />
      ) : news.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">Der er ingen nyheder endnu.</p>
      ) : (
        <ul className="grid gap-4">
          {news.map((item) => (
            <li key={item.id}>
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
      {news && news.length > 0 && older.hasMore && (
        <Button variant="outline" className="justify-self-center" disabled={older.state === 'loading'} onClick={older.showMore}>
          {older.state === 'loading' ? 'Henter ældre nyheder…' : 'Vis ældre nyheder'}
        </Button>
      )}
      {older.state === 'offline' && news && news.length < older.limit && (
        <p role="status" className="text-muted-foreground text-center text-sm">
          Ældre nyheder kan hentes, når du er online igen.
        </p>
      )}
    </section>
  )
}
