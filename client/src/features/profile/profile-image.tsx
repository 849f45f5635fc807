// The profile picture, or the company logo when none is set.
import { useState } from 'react'
import { cn } from '@/lib/utils'
import logoUrl from './company-logo.svg'

export function ProfileImage({ image, name, className }: { image: string | null | undefined; name: string; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null)
  const src = image && broken !== image ? image : logoUrl
  return (
    <img
      src={src}
      alt={image && broken !== image ? `Profilbillede af ${name}` : 'Firmalogo'}
      className={cn('bg-muted size-28 shrink-0 rounded-full border object-cover', className)}
      onError={() => image && setBroken(image)}
    />
  )
}
