// An image from storage: the feed-sized copy first, the original if that is missing, and
// a Danish text when neither loads.
import { useState } from 'react'
import { ImageOffIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { feedImageUrl } from '../posts/image-urls'

export const IMAGE_BROKEN = 'Billedet kunne ikke indlæses'

export function StoredImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const [stage, setStage] = useState<'feed' | 'original' | 'broken'>('feed')
  if (stage === 'broken') {
    return (
      <div className={cn('bg-muted text-muted-foreground flex min-h-24 items-center justify-center gap-2 rounded-md p-4 text-sm', className)}>
        <ImageOffIcon className="size-4" aria-hidden />
        {IMAGE_BROKEN}
      </div>
    )
  }
  const src = stage === 'feed' ? feedImageUrl(url) : url
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={className}
      onError={() => setStage((s) => (s === 'feed' && src !== url ? 'original' : 'broken'))}
    />
  )
}
