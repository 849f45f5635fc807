// The pictures and videos of a news item, inline; a picture opens the gallery of its pictures. Media
// that cannot be loaded says so in Danish, instead of a broken image.
import { useState } from 'react'
import { VideoOffIcon } from 'lucide-react'
import type { NewsMedia } from '../../../../sync/inputs/news'
import { ImageGallery } from '@/components/image-gallery'
import { downloadUrl } from '../posts/image-urls'
import { StoredImage } from './stored-image'

export const VIDEO_BROKEN = 'Videoen kunne ikke indlæses'

export function NewsMediaList({ media }: { media: NewsMedia[] }) {
  const [open, setOpen] = useState<number | null>(null)
  if (media.length === 0) return null
  const images = media.filter((m) => m.type === 'image')
  const gallery = images.map((m) => ({ url: m.url, name: m.filename, download: downloadUrl(m.url, m.filename) }))
  return (
    <div className="grid gap-2">
      {media.map((m, i) =>
        m.type === 'image' ? (
          <button
            key={`${m.url}-${i}`}
            type="button"
            onClick={() => setOpen(images.indexOf(m))}
            className="focus-visible:ring-ring/50 overflow-hidden rounded-md outline-none focus-visible:ring-[3px]"
            aria-label={`Vis ${m.filename} i fuld størrelse`}
          >
            <StoredImage url={m.url} alt={m.filename} className="max-h-[28rem] w-full object-cover" />
          </button>
        ) : (
          <NewsVideo key={`${m.url}-${i}`} media={m} />
        ),
      )}
      <ImageGallery images={gallery} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </div>
  )
}

function NewsVideo({ media }: { media: NewsMedia }) {
  const [broken, setBroken] = useState(false)
  if (broken) {
    return (
      <div className="bg-muted text-muted-foreground flex min-h-24 items-center justify-center gap-2 rounded-md p-4 text-sm">
        <VideoOffIcon className="size-4" aria-hidden />
        {VIDEO_BROKEN}
      </div>
    )
  }
  return (
    <video
      src={media.url}
      controls
      preload="metadata"
      playsInline
      aria-label={media.filename}
      className="max-h-[28rem] w-full rounded-md bg-black"
      onError={() => setBroken(true)}
    />
  )
}
