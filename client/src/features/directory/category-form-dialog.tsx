// Create/edit a partner category (name required, trimmed; description optional), or — for
// the two fixed cards — edit the label kept in this browser (fixedCategoryLabels). Both are
// checked by the shared schemas before anything is saved.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { failureWithReason, TextField } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { categoryInput, fixedCategoryLabelInput } from '../../../../sync/inputs/directory'
import type { CategoryRow } from './directory-query'
import { createCategory, updateCategory } from './directory-api'
import { saveFixedLabel, useFixedLabels, type FixedKey } from './fixed-category-labels'

export type CategoryTarget = { kind: 'new' } | { kind: 'edit'; category: CategoryRow } | { kind: 'fixed'; key: FixedKey }

interface CategoryValues {
  name: string
  description: string
}
type CategoryOutput = { name: string; description: string | null }

export function CategoryFormDialog({ target, onClose, onSaved }: { target: CategoryTarget; onClose: () => void; onSaved?: (name: string) => void }) {
  const untilSynced = useUntilSynced()
  const labels = useFixedLabels()
  const initial =
    target.kind === 'edit'
      ? { name: target.category.name, description: target.category.description ?? '' }
      : target.kind === 'fixed'
        ? labels[target.key]
        : { name: '', description: '' }
  // Both read a name and a description from the same two fields.
  const schema = (target.kind === 'fixed' ? fixedCategoryLabelInput : categoryInput) as z.ZodType<CategoryOutput, CategoryValues>
  const form = useForm<CategoryValues, unknown, CategoryOutput>({ resolver: zodResolver(schema), defaultValues: initial })

  return (
    <FormDialog
      form={form}
      title={target.kind === 'new' ? 'Ny kategori' : 'Rediger kategori'}
      description={target.kind === 'fixed' ? 'Navnet og beskrivelsen gemmes kun i denne browser.' : 'Navn skal udfyldes; beskrivelse er valgfri.'}
      failure={failureWithReason(target.kind === 'edit' ? 'Kunne ikke opdatere kategori' : 'Kunne ikke oprette kategori')}
      onSave={async (input) => {
        if (target.kind === 'fixed') return saveFixedLabel(target.key, { name: input.name, description: input.description ?? '' })
        await untilSynced(target.kind === 'edit' ? updateCategory(target.category.id, input) : createCategory(input))
        onSaved?.(input.name)
      }}
      onOpenChange={(open) => !open && onClose()}
    >
      <TextField control={form.control} name="name" label="Navn" required />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
    </FormDialog>
  )
}
