// Upload one handbook file into a category: the name defaults to the file name without its
// extension, the 100 MB limit is checked before sending (and again by the server while it
// streams), and a progress bar follows the upload.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { Progress } from '@/components/ui/progress'
import { FileField, TextField } from '@/components/form-fields'
import { sentStraight } from '@/offline/until-synced'
import { FailureAlertText } from '@/components/form-fields'
import { handbookUploadForm, nameFromFileName } from '../../../../sync/inputs/handbooks'
import { uploadHandbook } from './handbooks-api'

/** What a user can pick: PDFs, pictures and Office documents (the server checks the content). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,image/*'

const schema = handbookUploadForm<File>()
type UploadValues = z.input<typeof schema>
type UploadOutput = z.output<typeof schema>

export function UploadDialog({ categoryId, onOpenChange }: { categoryId: string; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const form = useForm<UploadValues, unknown, UploadOutput>({
    resolver: zodResolver(schema),
    defaultValues: { file: null, name: '', description: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [abort, setAbort] = useState<AbortController | null>(null)
  const busy = progress !== null

  function pick(files: File[]) {
    const next = files[0] ?? null
    // Follow the file with the default name unless the user typed their own.
    const { file, name } = form.getValues()
    if (!name || (file && name === nameFromFileName(file.name))) form.setValue('name', next ? nameFromFileName(next.name) : '')
    form.setValue('file', next)
    // The size is told at once; a cleared choice is only asked for again on upload.
    if (next) void form.trigger('file')
    else form.clearErrors('file')
  }

  async function upload({ file, name, description }: UploadOutput) {
    setFailure(null)
    if (!file) return
    const controller = new AbortController()
    setAbort(controller)
    setProgress(0)
    try {
      const signal = controller.signal
      // Sent straight, not through the outbox: a file cannot wait there.
      await sentStraight(db, () => uploadHandbook({ category_id: categoryId, name, description: description ?? '' }, file, setProgress, signal))
      onOpenChange(false)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '')
    } finally {
      setProgress(null)
    }
  }

  const percent = Math.round((progress ?? 0) * 100)
  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload fil</DialogTitle>
          <DialogDescription>PDF, billeder og Office-dokumenter op til 100 MB.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(upload)} noValidate className="grid gap-4">
            {failure !== null && (
              <Alert variant="destructive">
                <AlertDescription>
                  <FailureAlertText title="Kunne ikke uploade fil" reason={failure} />
                </AlertDescription>
              </Alert>
            )}
            <FileField control={form.control} name="file" label="Fil" accept={ACCEPT} disabled={busy} onPick={pick} />
            <TextField control={form.control} name="name" label="Navn" required disabled={busy} />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} disabled={busy} />
            {busy && (
              <div className="grid gap-1">
                <Progress value={percent} aria-label="Upload-fremskridt" />
                <p className="text-muted-foreground text-xs" aria-live="polite">
                  {percent < 100 ? `Uploader... ${percent} %` : 'Behandler filen...'}
                </p>
              </div>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => (busy ? abort?.abort() : onOpenChange(false))}>
                Annuller
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Uploader...' : 'Upload'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
