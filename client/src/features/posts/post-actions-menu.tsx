// The owner/editor menu: edit (author or editor), approve (editors, pending posts only) and
// delete (editors). The same rules the server enforces decide what is shown.
import { CheckCircle2Icon, EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useCurrentUser } from '@/auth/current-user'
import { postRules } from '../../../../sync/permissions/posts'
import type { PostRow } from './use-posts'

export function postPermissions(viewer: ReturnType<typeof useCurrentUser>['viewer'], post: Pick<PostRow, 'user_id' | 'approved'>) {
  return {
    canEdit: postRules.update.test(viewer, post),
    canApprove: !post.approved && postRules.approve.test(viewer, post),
    canDelete: postRules.delete.test(viewer, post),
  }
}

/** A post and what its owner/editor actions open; the card passes them on to this menu. */
export interface PostActions {
  post: PostRow
  onEdit: () => void
  onApprove: () => void
  onDelete: () => void
}

export function PostActionsMenu({ post, onEdit, onApprove, onDelete }: PostActions) {
  const { viewer } = useCurrentUser()
  const { canEdit, canApprove, canDelete } = postPermissions(viewer, post)
  if (!canEdit && !canApprove && !canDelete) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Handlinger for ${post.headline || 'opslaget'}`}>
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <PencilIcon aria-hidden />
            Rediger
          </DropdownMenuItem>
        )}
        {canApprove && (
          <DropdownMenuItem onSelect={onApprove}>
            <CheckCircle2Icon aria-hidden />
            Godkend opslag
          </DropdownMenuItem>
        )}
        {canDelete && (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2Icon aria-hidden />
            Slet
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
