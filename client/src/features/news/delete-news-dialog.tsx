// A confirmation before a news item is deleted; a delete waiting in the outbox closes it too.
import { ConfirmDialog } from '@/components/confirm-dialog'
import { UNKNOWN_ERROR } from '@/lib/api'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { useUntilSynced } from '@/offline/use-until-synced'
import { deleteNews } from './news-api'

export function DeleteNewsDialog({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet indlæg"
      description="Er du sikker på, at du vil slette dette opslag?"
      failure={(reason) => reason || UNKNOWN_ERROR}
      onConfirm={() => untilSynced(sentOrSaved(deleteNews(newsId)))}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
