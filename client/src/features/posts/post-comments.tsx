// Admins' comments under a post: a count on the toggle, and the thread (read from the local
// table) only once it is opened.
import { MessageCircleIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useDisclosure } from '@/lib/use-disclosure'
import { CommentThread } from '../news/comment-thread'
import { addPostComment, postCommentsPath } from './posts-api'

export function PostComments({ postId, count }: { postId: string; count: number }) {
  const comments = useDisclosure()
  return (
    <div className="grid gap-2">
      <Button variant="ghost" size="sm" className="justify-self-start" {...comments.toggleProps}>
        <MessageCircleIcon aria-hidden />
        Kommentarer ({count})
      </Button>
      {comments.open && (
        <div id={comments.panelId}>
          <CommentThread
            table="post_comments"
            parentId={postId}
            label="Kommentarer"
            path={postCommentsPath(postId)}
            onSubmit={(content) => addPostComment(postId, content)}
          />
        </div>
      )}
    </div>
  )
}
