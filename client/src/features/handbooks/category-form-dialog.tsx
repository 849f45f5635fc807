// Create a handbook category (admins): name required ('Angiv et kategorinavn'), description
// optional — checked by the server's own schema before anything is sent.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { TextField, titledFailure } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { handbookCategoryInput, type HandbookCategoryInput } from '../../../../sync/inputs/handbooks'
import { createCategory } from './handbooks-api'

export function CategoryFormDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  const form = useForm<HandbookCategoryInput, unknown, z.output<typeof handbookCategoryInput>>({
    resolver: zodResolver(handbookCategoryInput),
    defaultValues: { name: '', description: '' },
  })

  return (
    <FormDialog
      form={form}
      title="Opret kategori"
      description="Kategorien samler håndbøger om ét emne."
      submitLabel="Opret"
      busyLabel="Opretter..."
      failure={titledFailure('Kunne ikke oprette kategori')}
      onSave={(input) => untilSynced(createCategory(input))}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="name" label="Navn" required />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
    </FormDialog>
  )
}
