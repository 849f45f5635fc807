// One handbook file: name, details, where a search matched inside it, and download / delete.
// The download link points at the private file route (saved under the original name); a click
// goes through fetch so a failure shows a Danish alert.
import { useState, type MouseEvent } from 'react'
import { DownloadIcon, FileTextIcon, ImageIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { downloadFile } from './download-file'
import { nameWithFormerMark } from '../profile'
import { formatFileSize } from './file-size'
import type { HandbookRow } from './use-handbooks'

const dateFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })

export function HandbookItem({ handbook, canDelete, onDelete }: { handbook: HandbookRow; canDelete: boolean; onDelete: () => void }) {
  const Icon = handbook.file_type.startsWith('image/') ? ImageIcon : FileTextIcon
  const href = `${handbook.file_url}?download=${encodeURIComponent(handbook.file_name)}`
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download(e: MouseEvent) {
    // Modified clicks (new tab, save as) are left to the browser.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await downloadFile(href, handbook.file_name)
    } catch (err) {
      setError(`Failed to download file. ${err instanceof Error ? err.message : ''}`.trim())
    } finally {
      setBusy(false)
    }
  }
  const meta = [
    handbook.file_name,
    formatFileSize(handbook.file_size),
    handbook.page_count ? `${handbook.page_count} ${handbook.page_count === 1 ? 'side' : 'sider'}` : null,
    dateFormat.format(new Date(handbook.created_at)),
    handbook.uploader_name && nameWithFormerMark(handbook.uploader_name, handbook.uploader_deactivated_at),
  ].filter(Boolean)
  return (
    <li className="bg-card flex flex-wrap items-start gap-3 rounded-lg border p-3 sm:flex-nowrap">
      <Icon className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium break-words">{handbook.name}</span>
        {handbook.description && <span className="text-sm break-words">{handbook.description}</span>}
        <span className="text-muted-foreground text-xs break-words">{meta.join(' · ')}</span>
        {error && (
          <span role="alert" className="text-destructive text-sm">
            {error}
          </span>
        )}
        {handbook.hit_pages && handbook.hit_pages.length > 0 && (
          <span className="text-xs">
            Fundet på {handbook.hit_pages.length === 1 ? 'side' : 'siderne'} {handbook.hit_pages.slice(0, 10).join(', ')}
            {handbook.hit_pages.length > 10 && ' …'}
          </span>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button asChild size="sm" variant="outline">
          <a href={href} download={handbook.file_name} onClick={download} aria-busy={busy || undefined} aria-label={`Hent ${handbook.name}`}>
            <DownloadIcon aria-hidden />
            {busy ? 'Henter...' : 'Hent'}
          </a>
        </Button>
        {canDelete && (
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Slet ${handbook.name}`}>
            <Trash2Icon />
          </Button>
        )}
      </div>
    </li>
  )
}
