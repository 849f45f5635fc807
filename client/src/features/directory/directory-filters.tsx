// Search box and role filter of the directory pages.
import { useId } from 'react'
import { SearchIcon } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

export function DirectoryFilters({
  query,
  onQuery,
  role,
  onRole,
  roles,
}: {
  query: string
  onQuery: (v: string) => void
  role: string
  onRole: (v: string) => void
  roles: string[]
}) {
  const id = useId()
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="relative">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Søg
        </Label>
        <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
        <Input id={`${id}-q`} type="search" placeholder="Søg efter navn, firma, telefon eller e-mail" className="pl-8" value={query} onChange={(e) => onQuery(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-role`} className="sr-only">
          Rolle
        </Label>
        <NativeSelect id={`${id}-role`} value={role} onChange={(e) => onRole(e.target.value)}>
          <option value="">Alle roller</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}
