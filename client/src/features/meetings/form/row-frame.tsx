// One editable row (a case, news item or task) with its remove button, and the add button.
import type { ReactNode } from 'react'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function RowFrame({
  legend,
  canRemove,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string
  canRemove: boolean
  removeLabel: string
  onRemove: () => void
  children: ReactNode
}) {
  return (
    <fieldset className="relative grid gap-3 rounded-md border p-3 sm:grid-cols-2">
      <legend className="text-muted-foreground px-1 text-xs font-medium">{legend}</legend>
      {children}
      {canRemove && (
        <div className="flex justify-end sm:col-span-2">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden />
            {removeLabel}
          </Button>
        </div>
      )}
    </fieldset>
  )
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick} className="justify-self-start">
      <PlusIcon aria-hidden />
      {label}
    </Button>
  )
}
