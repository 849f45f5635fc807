// Stars: a read-only display with the average, and a keyboard-friendly 1-5 picker (a radio
// group, so arrow keys work and screen readers say "3 af 5 stjerner").
import { StarIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { RATING_MAX } from '../../../../sync/inputs/directory'

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1)
const one = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex', className)} aria-hidden>
      {STARS.map((s) => (
        <StarIcon key={s} className={cn('size-4', value >= s - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')} />
      ))}
    </span>
  )
}

/** '4,5 (3 vurderinger)' or 'Ingen vurderinger'. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return <span className="text-muted-foreground text-xs">Ingen vurderinger</span>
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <Stars value={average} />
      <span>
        {one.format(average)} ({count === 1 ? '1 vurdering' : `${count} vurderinger`})
      </span>
      <span className="sr-only">Gennemsnit {one.format(average)} af 5 stjerner</span>
    </span>
  )
}

export function StarPicker({ value, onChange, name }: { value: number; onChange: (v: number) => void; name: string }) {
  return (
    <div role="radiogroup" aria-label="Antal stjerner" className="flex gap-1">
      {STARS.map((s) => (
        <label key={s} className="cursor-pointer rounded focus-within:ring-[3px] focus-within:ring-ring/50">
          <input type="radio" name={name} value={s} checked={value === s} onChange={() => onChange(s)} className="sr-only" />
          <StarIcon className={cn('size-7', value >= s ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50')} aria-hidden />
          <span className="sr-only">{s === 1 ? '1 stjerne' : `${s} stjerner`}</span>
        </label>
      ))}
    </div>
  )
}
