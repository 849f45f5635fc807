// Upload or remove the own profile picture. The server checks the file by content and
// stores a 512 px copy; the new URL arrives through sync like any other change.
import { useRef, useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { ImageUpIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { sentStraight } from '@/offline/until-synced'
import { useUntilSynced } from '@/offline/use-until-synced'
import { removeProfileImage, uploadProfileImage } from './profile-api'

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

export function ProfilePhotoControls({ hasImage }: { hasImage: boolean }) {
  const db = usePGlite()
  const untilSynced = useUntilSynced()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Billedet kunne ikke gemmes. Prøv igen.')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="grid justify-items-center gap-2">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void run(() => sentStraight(db, () => uploadProfileImage(file)))
        }}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          <ImageUpIcon aria-hidden />
          {busy ? 'Uploading...' : 'Upload photo'}
        </Button>
        {hasImage && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(() => untilSynced(removeProfileImage()))}>
            <Trash2Icon aria-hidden />
            Remove photo
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-destructive max-w-xs text-center text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
