// Progress in percent: a number field with −5 / +5 step buttons. Whatever is typed is
// clamped to 0-100 when it leaves the field; anything that is not a number becomes 0.
import { MinusIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { clampProgress, PROGRESS_STEP } from '../../../../sync/inputs/projects'

export function ProgressInput({
  id,
  value,
  onChange,
}: {
  /** The number field's id (a form's FormControl gives it one). */
  id?: string
  value: string
  onChange: (value: string) => void
}) {
  const current = clampProgress(value)
  const step = (delta: number) => onChange(String(clampProgress(current + delta)))
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="icon" onClick={() => step(-PROGRESS_STEP)} disabled={current <= 0} aria-label="Fremskridt minus 5">
        <MinusIcon />
      </Button>
      <div className="relative w-24">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={PROGRESS_STEP}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => onChange(String(clampProgress(value)))}
          className="pr-7 text-right tabular-nums"
        />
        <span aria-hidden className="text-muted-foreground pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-sm">
          %
        </span>
      </div>
      <Button variant="outline" size="icon" onClick={() => step(PROGRESS_STEP)} disabled={current >= 100} aria-label="Fremskridt plus 5">
        <PlusIcon />
      </Button>
    </div>
  )
}
