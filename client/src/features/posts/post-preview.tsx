// What the post will look like, before it is shared.
import { RichText } from './rich-text'
import { StoredImage } from '../news/stored-image'

export function PostPreview({ headline, content, images }: { headline: string; content: string; images: string[] }) {
  return (
    <div className="grid gap-3 rounded-md border p-4" aria-label="Forhåndsvisning">
      <h3 className="text-lg font-semibold break-words">{headline.trim() || 'Ingen overskrift'}</h3>
      {content && <RichText html={content} />}
      {images.map((url, i) => (
        <StoredImage key={url} url={url} alt={`Billede ${i + 1}`} className="max-h-[512px] w-full rounded-md object-contain" />
      ))}
    </div>
  )
}
