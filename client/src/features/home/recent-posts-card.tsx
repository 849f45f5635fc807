// Admins only: the 3 newest posts with 80 characters of their text, linking to /posts.
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { richTextToText } from '../../../../sync/inputs/rich-text'
import { formatNewsDate } from '../news/news-dates'
import { authorOf } from '../posts/post-card'
import { nameWithFormerMark } from '../profile'
import { useRecentPosts } from '../posts/use-posts'
import { excerpt } from './excerpt'
import { SideCard, SideCardLoading } from './side-card'

export const HOME_RECENT_POSTS = 3
export const POST_EXCERPT = 80

export function RecentPostsCard() {
  const posts = useRecentPosts(HOME_RECENT_POSTS)
  return (
    <SideCard title="Seneste opslag" to="/posts" what="opslag">
      {!posts ? (
        <SideCardLoading />
      ) : posts.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen opslag endnu</p>
      ) : (
        <ul className="grid gap-3">
          {posts.map((p) => (
            <li key={p.id} className="min-w-0">
              <Link
                to={`/posts#opslag-${p.id}`}
                className="hover:bg-accent focus-visible:ring-ring/50 grid gap-0.5 rounded-md p-1 outline-none focus-visible:ring-[3px]"
              >
                <span className="text-sm">{excerpt(richTextToText(p.content) || p.headline, POST_EXCERPT)}</span>
                <span className="text-muted-foreground flex flex-wrap items-center gap-1 text-xs">
                  {nameWithFormerMark(authorOf(p).name, p.author_deactivated_at)} · {formatNewsDate(p.created_at)}
                  {!p.approved && <Badge variant="outline">Afventer</Badge>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  )
}
