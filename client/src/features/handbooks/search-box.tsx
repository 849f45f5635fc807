// A labelled search field (the label is for screen readers; the icon says it to the eye).
import { useId } from 'react'
import { SearchIcon } from 'lucide-react'
import { Input } from '@/components/ui/input'

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="relative mb-4">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
      <Input id={id} type="search" placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} className="pl-8" />
    </div>
  )
}
