// The one way to look at pictures large: a Radix dialog (Escape, focus trap, close button)
// with the picture, 'n af N', previous/next (buttons and the arrow keys) and a download link,
// so every picture of a post or news item can be seen and saved, not just the first ones.
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

export interface GalleryImage {
  url: string
  /** Alt text and title. */
  name: string
  /** Where 'Hent billede' points (an attachment URL); none: no download link. */
  download?: string
}

export function ImageGallery({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: GalleryImage[]
  /** The picture shown; null: closed. */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const image = index === null ? undefined : images[index]
  const many = images.length > 1
  const go = (step: number) => index !== null && onIndex((index + step + images.length) % images.length)
  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="w-auto max-w-[calc(100vw-1rem)] gap-2 border-0 bg-black/90 p-2 text-white sm:max-w-[calc(100vw-4rem)]"
        onKeyDown={(e) => {
          if (!many) return
          if (e.key === 'ArrowRight') go(1)
          else if (e.key === 'ArrowLeft') go(-1)
          else return
          e.preventDefault()
        }}
      >
        <DialogTitle className="sr-only">{image?.name ?? 'Billede'}</DialogTitle>
        <DialogDescription className="sr-only">
          {many && index !== null ? `Billede ${index + 1} af ${images.length}. Brug piletasterne til at bladre.` : 'Billedet i fuld størrelse'}
        </DialogDescription>
        {image && (
          <img src={image.url} alt={image.name} className="mx-auto max-h-[calc(100dvh-7rem)] max-w-full object-contain" />
        )}
        {image && (
          <div className="flex items-center justify-center gap-2 pr-8">
            {many && (
              <Button variant="secondary" size="icon" aria-label="Forrige billede" onClick={() => go(-1)}>
                <ChevronLeftIcon />
              </Button>
            )}
            {many && index !== null && (
              <span className="min-w-14 text-center text-sm tabular-nums" aria-live="polite">
                {index + 1} af {images.length}
              </span>
            )}
            {many && (
              <Button variant="secondary" size="icon" aria-label="Næste billede" onClick={() => go(1)}>
                <ChevronRightIcon />
              </Button>
            )}
            {image.download && (
              <Button variant="secondary" size="sm" asChild>
                <a href={image.download} download>
                  <DownloadIcon aria-hidden />
                  Hent billede
                </a>
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
