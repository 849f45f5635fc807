// Uploads cannot wait in the outbox (files are not kept locally). While the browser is offline,
// every file picker and drop zone of the app says so instead of failing later: one listener
// here covers all features' upload buttons (they open a file input, by click or by drop).
import { toast } from 'sonner'

export const UPLOAD_OFFLINE_MESSAGE = 'Du er offline – filer kan ikke uploades nu'

const isFileInput = (el: EventTarget | null) => el instanceof HTMLInputElement && el.type === 'file'

export function installUploadGuard(isOffline: () => boolean = () => !navigator.onLine): () => void {
  const refuse = (event: Event) => {
    event.preventDefault()
    event.stopPropagation()
    toast.error(UPLOAD_OFFLINE_MESSAGE, { id: 'upload-offline' })
  }
  const onClick = (event: MouseEvent) => {
    if (isOffline() && isFileInput(event.target)) refuse(event)
  }
  const onDrop = (event: DragEvent) => {
    if (isOffline() && event.dataTransfer?.types.includes('Files')) refuse(event)
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('drop', onDrop, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('drop', onDrop, true)
  }
}
