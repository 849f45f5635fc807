// Upload or remove the own profile picture. The server checks the file by content and
// stores a 512 px copy; the new URL arrives through sync like any other change.
import { useRef, useState } from 'react'
import { usePGlite } from '@/db/pages-db'
import { ImageUpIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { waitForLocalRow } from '@/db/wait-for-local-row'
import { removeProfileImage, uploadProfileImage } from './profile-api'

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

export function ProfilePhotoControls({ userId, hasImage }: { userId: string; hasImage: boolean }) {
  const db = usePGlite()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(action: () => Promise<{ image?: string | null; txid: string }>) {
    setBusy(true)
    setError(null)
    try {
      const { image = null } = await action()
      await waitForLocalRow(db, 'select 1 from my_profile where user_id = $1 and image is not distinct from $2', [userId, image], true)
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
          if (file) void run(() => uploadProfileImage(file))
        }}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          <ImageUpIcon aria-hidden />
          {busy ? 'Uploading...' : 'Upload photo'}
        </Button>
        {hasImage && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(removeProfileImage)}>
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
