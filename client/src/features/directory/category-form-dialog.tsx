// Create/edit a partner category (name required, trimmed; description optional), or — for
// the two fixed cards — edit the label kept in this browser (fixedCategoryLabels). Both are
// checked by the shared schemas before anything is saved.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { untilSynced } from '@/offline/until-synced'
import { isQueued } from '@/lib/api'
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
  const db = usePGlite()
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
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: CategoryOutput) {
    setFailure(null)
    if (target.kind === 'fixed') {
      saveFixedLabel(target.key, { name: input.name, description: input.description ?? '' })
      return onClose()
    }
    try {
      await untilSynced(db, target.kind === 'edit' ? await updateCategory(target.category.id, input) : await createCategory(input))
      onSaved?.(input.name)
      onClose()
    } catch (err) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(err)) return onClose()
      const reason = err instanceof Error && err.message ? `: ${err.message}` : ''
      setFailure(`${target.kind === 'edit' ? 'Kunne ikke opdatere kategori' : 'Kunne ikke oprette kategori'}${reason}`)
    }
  }

  const title = target.kind === 'new' ? 'Ny kategori' : 'Rediger kategori'
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {target.kind === 'fixed' ? 'Navnet og beskrivelsen gemmes kun i denne browser.' : 'Navn skal udfyldes; beskrivelse er valgfri.'}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <TextField control={form.control} name="name" label="Navn" required />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
            <FormDialogFooter busy={busy} onCancel={onClose}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
