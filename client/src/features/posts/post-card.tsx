// One post: approval banner, author, headline, sanitised body, images,
// the owner/editor menu, sharing, and for admins the comments.
import { CheckCircle2Icon, ClockIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { useCurrentUser } from '@/auth/current-user'
import { useLookupWhenOlder } from '@/db/load-subset'
import { postCommentRules } from '../../../../sync/permissions/posts'
import { Avatar } from '../profile/avatar'
import { FormerEmployee } from '../profile/former-employee'
import { authorName, roleLabel } from '../profile/profile-display'
import { formatShortDateTime } from '../news/news-dates'
import { PostActionsMenu, type PostActions } from './post-actions-menu'
import { PostBody } from './post-body'
import { PostComments } from './post-comments'
import { PostImages } from './post-images'
import { PostShareMenu } from './post-share-menu'
import type { PostRow } from './use-posts'

export const APPROVED_BANNER = 'Dette opslag er godkendt'
export const PENDING_BANNER = 'Dette opslag afventer godkendelse'

export function authorOf(post: PostRow) {
  return {
    name: authorName(post, 'Anonym'),
    role: roleLabel(post.author_title, post.author_role),
  }
}

export function PostCard(actions: PostActions) {
  const { post } = actions
  const { viewer } = useCurrentUser()
  useLookupWhenOlder('post_comments', 'post_id', post.id, post.created_at, postCommentRules.read.test(viewer))
  const author = authorOf(post)
  const headline = post.headline?.trim() || 'Ingen overskrift'
  return (
    <article id={`opslag-${post.id}`} aria-label={headline} className="bg-card scroll-mt-20 overflow-hidden rounded-xl border shadow-xs">
      <div
        className={cn(
          'flex items-center gap-2 px-4 py-2 text-sm font-medium',
          post.approved ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        {post.approved ? <CheckCircle2Icon className="size-4" aria-hidden /> : <ClockIcon className="size-4" aria-hidden />}
        {post.approved ? APPROVED_BANNER : PENDING_BANNER}
      </div>
      <div className="grid gap-3 p-4">
        <header className="flex items-start gap-3">
          <Avatar name={author.name} image={post.author_image} color={post.author_color} className="size-11" />
          <div className="grid min-w-0 flex-1">
            <span className="flex min-w-0 flex-wrap items-center gap-x-2">
              <span className="truncate font-medium">{author.name}</span>
              <FormerEmployee since={post.author_deactivated_at} />
            </span>
            <span className="text-muted-foreground truncate text-xs">{author.role}</span>
            <time className="text-muted-foreground text-xs" dateTime={new Date(post.created_at).toISOString()}>
              {formatShortDateTime(post.created_at)}
            </time>
          </div>
          {post.department_name && <Badge variant="secondary">{post.department_name}</Badge>}
          <PostActionsMenu {...actions} />
        </header>
        <h2 className="text-lg font-semibold break-words">{headline}</h2>
        <PostBody html={post.content} />
        <PostImages images={post.images ?? []} headline={headline} />
        <div className="flex flex-wrap items-start justify-between gap-2 border-t pt-2">
          <PostShareMenu post={post} />
          {postCommentRules.read.test(viewer) && <PostComments postId={post.id} count={post.comment_count} />}
        </div>
      </div>
    </article>
  )
}
