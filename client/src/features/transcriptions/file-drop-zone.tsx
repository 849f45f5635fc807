// The drag-and-drop area. The real control is the file input (keyboard and screen readers
// use it); the drop zone is its label, so a click anywhere opens the file picker too.
import { useState, type DragEvent } from 'react'
import { UploadIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { TRANSCRIPTION_ACCEPT_ATTR } from '../../../../sync/inputs/transcriptions'

export function FileDropZone({ disabled, onFile }: { disabled?: boolean; onFile: (file: File) => void }) {
  const [dragging, setDragging] = useState(false)
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    const file = e.dataTransfer.files?.[0]
    if (file && !disabled) onFile(file)
  }
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id="transcription-file"
        type="file"
        accept={TRANSCRIPTION_ACCEPT_ATTR}
        className="peer sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = '' // choosing the same file again must fire again
        }}
      />
      <label
        htmlFor="transcription-file"
        className={cn(
          'peer-focus-visible:ring-ring flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors peer-focus-visible:ring-[3px] sm:p-10',
          dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/25 hover:bg-accent/50',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <UploadIcon className="text-muted-foreground size-8" aria-hidden />
        <span className="font-medium">Træk en fil hertil, eller klik for at vælge en fil</span>
        <span className="text-muted-foreground text-sm">MP3, WAV, M4A eller MP4 – højst 25 MB</span>
      </label>
    </div>
  )
}
