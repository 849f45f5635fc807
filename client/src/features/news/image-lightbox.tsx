// The full-size picture over the page. A Radix dialog, so Escape, focus and the close
// button work by keyboard.
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

export function ImageLightbox({
  image,
  onClose,
}: {
  image: { url: string; name: string } | null
  onClose: () => void
}) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-auto max-w-[calc(100vw-1rem)] border-0 bg-black/90 p-2 sm:max-w-[calc(100vw-4rem)]">
        <DialogTitle className="sr-only">{image?.name ?? 'Billede'}</DialogTitle>
        <DialogDescription className="sr-only">Billedet i fuld størrelse</DialogDescription>
        {image && (
          <img src={image.url} alt={image.name} className="mx-auto max-h-[calc(100dvh-4rem)] max-w-full object-contain" />
        )}
      </DialogContent>
    </Dialog>
  )
}
