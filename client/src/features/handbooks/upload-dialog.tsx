// Upload one handbook file into a category: the name defaults to the file name without its
// extension, the 100 MB limit is checked before sending (and again by the server while it
// streams), and a progress bar follows the upload.
import { useId, useRef, useState, type FormEvent } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Progress } from '@/components/ui/progress'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/db/wait-for-local-row'
import { FailureAlertText, FormField } from '@/features/building-access/form-field'
import { HANDBOOK_FILE_REQUIRED, HANDBOOK_MAX_BYTES, HANDBOOK_NAME_REQUIRED, HANDBOOK_TOO_LARGE, nameFromFileName } from '../../../../sync/inputs/handbooks'
import { uploadHandbook } from './handbooks-api'

/** What a user can pick: PDFs, pictures and Office documents (the server checks the content). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,image/*'

export function UploadDialog({ categoryId, onOpenChange }: { categoryId: string; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<{ file?: string; name?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const abort = useRef<AbortController | null>(null)
  const busy = progress !== null

  function pick(next: File | null) {
    // Follow the file with the default name unless the user typed their own.
    setName((current) => (!current || (file && current === nameFromFileName(file.name)) ? (next ? nameFromFileName(next.name) : '') : current))
    setFile(next)
    setErrors({ file: next && next.size > HANDBOOK_MAX_BYTES ? HANDBOOK_TOO_LARGE : undefined })
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const problems = {
      file: !file ? HANDBOOK_FILE_REQUIRED : file.size > HANDBOOK_MAX_BYTES ? HANDBOOK_TOO_LARGE : undefined,
      name: name.trim() ? undefined : HANDBOOK_NAME_REQUIRED,
    }
    setErrors(problems)
    if (problems.file || problems.name || !file) return
    abort.current = new AbortController()
    setProgress(0)
    try {
      const { handbook } = await uploadHandbook({ category_id: categoryId, name, description }, file, setProgress, abort.current.signal)
      await waitForLocalRow(db, 'select 1 from handbooks where id = $1', [handbook.id], true)
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
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure !== null && (
            <Alert variant="destructive">
              <AlertDescription>
                <FailureAlertText title="Failed to upload file" reason={failure} />
              </AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-file`} label="Fil" error={errors.file}>
            <Input type="file" accept={ACCEPT} disabled={busy} onChange={(e) => pick(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField id={`${id}-name`} label="Navn" error={errors.name}>
            <Input aria-required value={name} disabled={busy} onChange={(e) => (setName(e.target.value), setErrors((x) => ({ ...x, name: undefined })))} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse">
            <Textarea rows={3} value={description} disabled={busy} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          {busy && (
            <div className="grid gap-1">
              <Progress value={percent} aria-label="Upload-fremskridt" />
              <p className="text-muted-foreground text-xs" aria-live="polite">
                {percent < 100 ? `Uploader... ${percent} %` : 'Behandler filen...'}
              </p>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => (busy ? abort.current?.abort() : onOpenChange(false))}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploader...' : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
