// The image gallery: server-made thumbnails in a grid, a preview on click, upload for those
// who may edit, delete for them and for the uploader.
import { useState } from 'react'
import { ImageOffIcon, UploadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/auth/current-user'
import { projectImageRules } from '../../../../sync/permissions/projects'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ImagePreviewDialog } from './image-preview-dialog'
import { ImageUploadDialog } from './image-upload-dialog'
import { deleteImage } from './projects-api'
import { useProjectImages, type ImageRow } from './use-projects'

type Open = { kind: 'upload' } | { kind: 'preview' | 'delete'; image: ImageRow } | null

function Thumbnail({ image, onOpen }: { image: ImageRow; onOpen: () => void }) {
  const [broken, setBroken] = useState(false)
  const label = image.caption || image.file_name
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Vis billede: ${label}`}
        className="bg-muted focus-visible:ring-ring/50 block aspect-square w-full overflow-hidden rounded-md outline-none focus-visible:ring-[3px]"
      >
        {broken ? (
          <span className="text-muted-foreground flex h-full flex-col items-center justify-center gap-1 p-2 text-xs">
            <ImageOffIcon className="size-5" aria-hidden />
            Billedet kunne ikke indlæses
          </span>
        ) : (
          <img src={image.thumbnail_url} alt="" loading="lazy" onError={() => setBroken(true)} className="size-full object-cover transition-transform hover:scale-105" />
        )}
      </button>
    </li>
  )
}

export function ProjectGallery({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const untilSynced = useUntilSynced()
  const { viewer } = useCurrentUser()
  const images = useProjectImages(projectId)
  const [open, setOpen] = useState<Open>(null)
  const close = (next: boolean) => !next && setOpen(null)
  const canDelete = (image: ImageRow) => canEdit || projectImageRules.deleteOwn.test(viewer, { created_by: image.created_by })

  return (
    <SectionCard
      className="gap-4"
      title="Billeder"
      action={
        canEdit && (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'upload' })}>
            <UploadIcon aria-hidden />
            Upload billeder
          </Button>
        )
      }
    >
      <CardContent>
        {!images ? (
          <Skeleton className="h-24" />
        ) : images.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ingen billeder endnu</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Billeder">
            {images.map((image) => (
              <Thumbnail key={image.id} image={image} onOpen={() => setOpen({ kind: 'preview', image })} />
            ))}
          </ul>
        )}
      </CardContent>
      {open?.kind === 'upload' && <ImageUploadDialog projectId={projectId} onOpenChange={close} />}
      {open?.kind === 'preview' && (
        <ImagePreviewDialog
          image={open.image}
          canDelete={canDelete(open.image)}
          onDelete={() => setOpen({ kind: 'delete', image: open.image })}
          onOpenChange={close}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Slet billede"
          description="Er du sikker på, at du vil slette dette billede?"
          failure={() => 'Kunne ikke slette billede. Prøv igen.'}
          onConfirm={() => untilSynced(deleteImage(projectId, open.image.id))}
          onOpenChange={close}
        />
      )}
    </SectionCard>
  )
}
