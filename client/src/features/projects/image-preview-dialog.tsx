// One image large, with its caption, who uploaded it and when, and a delete button for
// those who may edit the project and for the uploader.
import { useState } from 'react'
import { DownloadIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatStamp } from './project-display'
import { nameWithFormerMark } from '../profile'
import type { ImageRow } from './use-projects'

export function ImagePreviewDialog({
  image,
  canDelete,
  onDelete,
  onOpenChange,
}: {
  image: ImageRow
  canDelete: boolean
  onDelete: () => void
  onOpenChange: (open: boolean) => void
}) {
  const [broken, setBroken] = useState(false)
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{image.caption || image.file_name}</DialogTitle>
          <DialogDescription>
            Uploadet af {nameWithFormerMark(image.uploader_name ?? 'Ukendt bruger', image.uploader_deactivated_at)} · {formatStamp(image.created_at)}
          </DialogDescription>
        </DialogHeader>
        {broken ? (
          <p className="text-muted-foreground bg-muted rounded-md p-8 text-center text-sm">Billedet kunne ikke indlæses</p>
        ) : (
          <img
            src={image.url}
            alt={image.caption || image.file_name}
            onError={() => setBroken(true)}
            className="bg-muted max-h-[70dvh] w-full rounded-md object-contain"
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" asChild>
            <a href={`${image.url}?download=${encodeURIComponent(image.file_name)}`}>
              <DownloadIcon aria-hidden />
              Hent
            </a>
          </Button>
          {canDelete && (
            <Button variant="destructive" onClick={onDelete}>
              <Trash2Icon aria-hidden />
              Slet billede
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
