// Editing the list of certificates (shown on the QR badge page with name and issue date).
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export interface CertificationDraft {
  name: string
  issueDate: string
  expiryDate: string
}

export function CertificationsEditor({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string
  value: CertificationDraft[]
  onChange: (next: CertificationDraft[]) => void
  error?: string
}) {
  const set = (i: number, field: keyof CertificationDraft, v: string) =>
    onChange(value.map((c, j) => (j === i ? { ...c, [field]: v } : c)))
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Certifications</legend>
      {value.map((c, i) => (
        <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-cert-${i}-name`}>Name</Label>
            <Input id={`${idPrefix}-cert-${i}-name`} value={c.name} onChange={(e) => set(i, 'name', e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-cert-${i}-issued`}>Issue Date</Label>
            <Input id={`${idPrefix}-cert-${i}-issued`} type="date" value={c.issueDate} onChange={(e) => set(i, 'issueDate', e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-cert-${i}-expires`}>Expiry Date</Label>
            <Input id={`${idPrefix}-cert-${i}-expires`} type="date" value={c.expiryDate} onChange={(e) => set(i, 'expiryDate', e.target.value)} />
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Fjern certificering ${c.name || i + 1}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
      {error && <p className="text-destructive text-sm">{error}</p>}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...value, { name: '', issueDate: '', expiryDate: '' }])}>
        <PlusIcon aria-hidden />
        Add certification
      </Button>
    </fieldset>
  )
}
