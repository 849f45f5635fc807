// The 3 newest company-news items, each a jump to the item in the feed.
import { formatNewsDate } from '../news/news-dates'
import { useShapesReady } from '@/db/use-shapes-ready'
import { useNews } from '../news/use-news'
import { parseNewsContent } from '../../../../sync/inputs/news'
import { authorName } from '../profile/profile-display'
import { nameWithFormerMark } from '../profile'
import { excerpt } from './excerpt'
import { SideCard, SideCardLoading } from './side-card'

export const HOME_RECENT_NEWS = 3

export function RecentNewsCard() {
  const news = useNews(HOME_RECENT_NEWS)
  // Empty only means "no news" once the news have synced (the feed may still be filling).
  const ready = useShapesReady('company_news')
  return (
    <SideCard title="Seneste nyheder" what="nyheder">
      {!news || (news.length === 0 && !ready) ? (
        <SideCardLoading />
      ) : news.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen nyheder endnu</p>
      ) : (
        <ul className="grid gap-3">
          {news.map((n) => {
            const { text, media } = parseNewsContent(n.content)
            return (
              <li key={n.id} className="min-w-0">
                <a href={`#nyhed-${n.id}`} className="hover:bg-accent focus-visible:ring-ring/50 grid gap-0.5 rounded-md p-1 outline-none focus-visible:ring-[3px]">
                  <span className="line-clamp-2 text-sm">{excerpt(text || media.map((m) => m.filename).join(', '), 80)}</span>
                  <span className="text-muted-foreground text-xs">
                    {nameWithFormerMark(authorName(n), n.author_deactivated_at)} · {formatNewsDate(n.created_at)}
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </SideCard>
  )
}
