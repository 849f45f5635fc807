// Add or edit a project update (title and description required, progress 0-100 in steps of
// 5, status). Saving also sets the project's progress and status (done by the server).
// On react-hook-form over the shared schema.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { isQueued } from '@/lib/api'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, SelectField, TextField } from '@/components/form-fields'
import { projectUpdateInput } from '../../../../sync/inputs/projects'
import { PROJECT_STATUSES } from '../../../../sync/schema/projects'
import { untilSynced } from '@/offline/until-synced'
import { ProgressInput } from './progress-input'
import { STATUS_LABEL } from './project-display'
import { createUpdate, editUpdate } from './projects-api'
import type { ProjectRow, UpdateRow } from './use-projects'

type Field = 'title' | 'description' | 'progress' | 'status'
type UpdateValues = Record<Field, string>
type UpdateOutput = z.output<typeof projectUpdateInput>

export function UpdateFormDialog({
  project,
  update,
  onOpenChange,
}: {
  project: ProjectRow
  update?: UpdateRow
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const form = useForm<UpdateValues, unknown, UpdateOutput>({
    resolver: zodResolver(projectUpdateInput as z.ZodType<UpdateOutput, UpdateValues>),
    defaultValues: {
      title: update?.title ?? '',
      description: update?.description ?? '',
      progress: String(update?.progress ?? project.progress),
      status: update?.status ?? project.status,
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: UpdateOutput) {
    setServerError(null)
    try {
      await untilSynced(db, update ? await editUpdate(project.id, update.id, input) : await createUpdate(project.id, input))
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox: sent, once, when the server can be reached.
      if (isQueued(error)) return onOpenChange(false)
      setServerError(`Kunne ikke gemme opdatering: ${error instanceof Error && error.message ? error.message : 'Ukendt fejl'}`)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{update ? 'Rediger opdatering' : 'Tilføj opdatering'}</DialogTitle>
          <DialogDescription>Projektets fremskridt og status sættes til opdateringens værdier.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={serverError} />
            <TextField control={form.control} name="title" label="Titel" required className="content-start" />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={4} required className="content-start" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="progress"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Fremskridt (%)</FormLabel>
                    <FormControl>
                      <ProgressInput value={field.value} onChange={field.onChange} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <SelectField control={form.control} name="status" label="Status" className="content-start">
                {PROJECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </SelectField>
            </div>
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
