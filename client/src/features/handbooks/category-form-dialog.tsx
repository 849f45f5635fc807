// Create a handbook category (admins): name required ('Angiv et kategorinavn'), description
// optional — checked by the server's own schema before anything is sent.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, TextField } from '@/components/form-fields'
import { waitForLocalRow } from '@/db/wait-for-local-row'
import { FailureAlertText } from '@/features/building-access/form-field'
import { isQueued } from '@/lib/api'
import { handbookCategoryInput, type HandbookCategoryInput } from '../../../../sync/inputs/handbooks'
import { createCategory } from './handbooks-api'

export function CategoryFormDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const form = useForm<HandbookCategoryInput, unknown, z.output<typeof handbookCategoryInput>>({
    resolver: zodResolver(handbookCategoryInput),
    defaultValues: { name: '', description: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: z.output<typeof handbookCategoryInput>) {
    setFailure(null)
    try {
      const { category } = await createCategory(input)
      await waitForLocalRow(db, 'select 1 from handbook_categories where id = $1', [category.id], true)
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onOpenChange(false)
      setFailure(error instanceof Error ? error.message : '')
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opret kategori</DialogTitle>
          <DialogDescription>Kategorien samler håndbøger om ét emne.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            {failure !== null && (
              <Alert variant="destructive">
                <AlertDescription>
                  <FailureAlertText title="Kunne ikke oprette kategori" reason={failure} />
                </AlertDescription>
              </Alert>
            )}
            <TextField control={form.control} name="name" label="Navn" required />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Opretter...' : 'Opret'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
