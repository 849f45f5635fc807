// Upload several images with one caption. The browser pre-checks the type for a quick
// answer; the server decides by content and makes the thumbnails.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FileField, FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { errorReason } from '@/lib/api'
import { sentStraight } from '@/offline/until-synced'
import { imageUploadForm } from '../../../../sync/inputs/projects'
import { uploadImages } from './projects-api'

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

const schema = imageUploadForm<File>()
type ImageOutput = z.output<typeof schema>

interface ImageValues {
  files: File[]
  caption: string
}

export function ImageUploadDialog({ projectId, onOpenChange }: { projectId: string; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const form = useForm<ImageValues, unknown, ImageOutput>({
    resolver: zodResolver(schema),
    defaultValues: { files: [], caption: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const files = useWatch({ control: form.control, name: 'files' })

  async function upload({ files, caption }: ImageOutput) {
    setFailure(null)
    try {
      // Sent straight, not through the outbox: files cannot wait there.
      await sentStraight(db, () => uploadImages(projectId, files, caption ?? ''))
      onOpenChange(false)
    } catch (err) {
      setFailure(`Kunne ikke uploade billeder: ${errorReason(err)}`)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload billeder</DialogTitle>
          <DialogDescription>Vælg et eller flere billeder. Billedteksten gælder for dem alle.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(upload)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <FileField control={form.control} name="files" label="Billeder" accept="image/jpeg,image/png,image/gif,image/webp" multiple>
              {files.length > 0 && (
                <ul className="text-muted-foreground grid gap-0.5 text-xs" aria-label="Valgte billeder">
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`} className="truncate">
                      {f.name} ({formatSize(f.size)})
                    </li>
                  ))}
                </ul>
              )}
            </FileField>
            <TextField control={form.control} name="caption" label="Billedtekst" />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Uploader...' : files.length > 1 ? `Upload ${files.length} billeder` : 'Upload'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
