// A post's pictures: one full width; two or more as a two-column grid of the first two,
// the second carrying '+N flere'. Each opens the gallery (all of them, with next/previous and
// download) on click, and has a download button.
import { useState } from 'react'
import { DownloadIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { ImageGallery } from '@/components/image-gallery'
import { StoredImage } from '../news/stored-image'
import { downloadUrl, imageFileName } from './image-urls'

const GRID_MAX = 2

export function PostImages({ images, headline }: { images: string[]; headline: string }) {
  const [open, setOpen] = useState<number | null>(null)
  if (images.length === 0) return null
  const gallery = images.map((url, i) => ({
    url,
    name: `Billede ${i + 1} af ${images.length} til ${headline}`,
    download: downloadUrl(url, imageFileName(url, i)),
  }))
  const shown = images.slice(0, GRID_MAX)
  const more = images.length - shown.length
  return (
    <>
      <div className={cn('grid gap-1', shown.length > 1 && 'grid-cols-2')}>
        {shown.map((url, i) => {
          const name = imageFileName(url, i)
          const alt = `Billede ${i + 1} af ${images.length} til ${headline}`
          return (
            <div key={url} className="relative overflow-hidden rounded-md">
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="focus-visible:ring-ring/50 block w-full outline-none focus-visible:ring-[3px]"
                aria-label={i === shown.length - 1 && more > 0 ? `Vis alle ${images.length} billeder til ${headline}` : `Vis ${alt.toLowerCase()} i fuld størrelse`}
              >
                <StoredImage url={url} alt={alt} className={cn('w-full object-cover', shown.length > 1 ? 'aspect-square' : 'max-h-[32rem]')} />
              </button>
              {i === shown.length - 1 && more > 0 && (
                <span className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/50 text-lg font-semibold text-white">
                  +{more} flere
                </span>
              )}
              <a
                href={downloadUrl(url, name)}
                download={name}
                className="bg-background/90 hover:bg-background focus-visible:ring-ring/50 absolute right-2 bottom-2 inline-flex size-8 items-center justify-center rounded-full shadow outline-none focus-visible:ring-[3px]"
                aria-label={`Download billede ${i + 1}`}
              >
                <DownloadIcon className="size-4" aria-hidden />
              </a>
            </div>
          )
        })}
      </div>
      <ImageGallery images={gallery} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  )
}
