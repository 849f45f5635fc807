// The optional department of a new post; hidden when no departments are set up (it
// tolerates a missing departments table: the choice is simply not offered).
import { useId } from 'react'
import { useDepartments } from './use-posts'

export function DepartmentSelect({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const id = useId()
  const departments = useDepartments()
  if (!departments || departments.length === 0) return null
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        Afdeling
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="border-input bg-background focus-visible:ring-ring/50 h-8 rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px] disabled:opacity-50"
      >
        <option value="">Ingen afdeling</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  )
}
