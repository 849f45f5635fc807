// Upload several images with one caption. The browser pre-checks the type for a quick
// answer; the server decides by content and makes the thumbnails.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { sentStraight } from '@/offline/until-synced'
import { uploadImages } from './projects-api'

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function ImageUploadDialog({ projectId, onOpenChange }: { projectId: string; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    if (files.length === 0) return setError('Vælg mindst ét billede')
    const notImage = files.find((f) => !f.type.startsWith('image/'))
    if (notImage) return setError(`Filen ${notImage.name} er ikke et billede. Vælg JPG, PNG, GIF eller WebP.`)
    setBusy(true)
    try {
      // Sent straight, not through the outbox: files cannot wait there.
      await sentStraight(db, () => uploadImages(projectId, files, caption.trim()))
      onOpenChange(false)
    } catch (err) {
      setError(`Kunne ikke uploade billeder: ${err instanceof Error && err.message ? err.message : 'Ukendt fejl'}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload billeder</DialogTitle>
          <DialogDescription>Vælg et eller flere billeder. Billedteksten gælder for dem alle.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-files`}>Billeder</Label>
            <Input
              id={`${id}-files`}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              multiple
              onChange={(e) => {
                setFiles(Array.from(e.target.files ?? []))
                setError(null)
              }}
            />
            {files.length > 0 && (
              <ul className="text-muted-foreground grid gap-0.5 text-xs" aria-label="Valgte billeder">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="truncate">
                    {f.name} ({formatSize(f.size)})
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-caption`}>Billedtekst</Label>
            <Input id={`${id}-caption`} value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploader...' : files.length > 1 ? `Upload ${files.length} billeder` : 'Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
