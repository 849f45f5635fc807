import { useState } from 'react'
import { cn } from '@/lib/utils'
import { darkenForWhiteText } from '@/lib/contrast'
import { initials } from './profile-display'

/** The profile image, or initials on the person's colour (darkened if white text on it would be
 * hard to read) when there is none (or it fails). */
export function Avatar({
  name,
  image,
  color,
  className,
}: {
  name: string
  image?: string | null
  color?: string | null
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className)
  if (image && !broken) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setBroken(true)} />
  }
  return (
    <span
      aria-hidden
      className={cn(base, 'bg-primary text-primary-foreground text-xs font-semibold')}
      style={color ? { backgroundColor: darkenForWhiteText(color), color: '#fff' } : undefined}
    >
      {initials(name)}
    </span>
  )
}
