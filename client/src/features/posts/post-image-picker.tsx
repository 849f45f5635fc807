// 'Tilføj billede': each picked file is checked here against the image limits (invalid
// ones are skipped with a Danish message), uploaded to storage, and kept as its URL.
// The server checks the content again; its message is shown if it refuses.
import { useId, useRef, useState } from 'react'
import { ImagePlusIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_TYPES,
  POST_MAX_IMAGES,
  POST_TEXTS,
  postImageTooLarge,
  postImageWrongType,
} from '../../../../sync/inputs/posts'
import { UploadProgress } from '../news/upload-progress'
import { StoredImage } from '../news/stored-image'
import { uploadPostImage } from './posts-api'

export function checkPostImage(file: { name: string; size: number; type: string }): string | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return postImageWrongType(file.name)
  if (file.size > POST_IMAGE_MAX_BYTES) return postImageTooLarge(file.name)
  return null
}

export function PostImagePicker({
  images,
  onChange,
  disabled,
  onBusyChange,
}: {
  images: string[]
  onChange: (update: (images: string[]) => string[]) => void
  disabled?: boolean
  onBusyChange?: (busy: boolean) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)

  async function pick(files: FileList | null) {
    if (!files || files.length === 0) return
    const problems: string[] = []
    const valid = [...files].filter((f) => {
      const problem = checkPostImage(f)
      if (problem) problems.push(problem)
      return !problem
    })
    const room = POST_MAX_IMAGES - images.length
    if (valid.length > room) problems.push(POST_TEXTS.tooManyImages)
    setErrors(problems)
    onBusyChange?.(true)
    try {
      for (const [i, file] of valid.slice(0, Math.max(0, room)).entries()) {
        setProgress(0)
        try {
          const { url } = await uploadPostImage(file, { onProgress: (f) => setProgress((i + f) / valid.length) })
          onChange((current) => [...current, url])
        } catch (err) {
          setErrors((e) => [...e, err instanceof Error ? err.message : String(err)])
        }
      }
    } finally {
      setProgress(null)
      onBusyChange?.(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={POST_IMAGE_TYPES.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Vælg billeder"
        disabled={disabled}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button type="button" variant="outline" className="justify-self-start" disabled={disabled || progress !== null} onClick={() => input.current?.click()}>
        <ImagePlusIcon aria-hidden />
        Tilføj billede
      </Button>
      {progress !== null && <UploadProgress value={progress} label="Uploader billeder" />}
      {errors.length > 0 && (
        <ul role="alert" className="text-destructive grid gap-0.5 text-sm">
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Valgte billeder">
          {images.map((url, i) => (
            <li key={url} className="relative">
              <StoredImage url={url} alt={`Billede ${i + 1}`} className="aspect-square w-full rounded-md object-cover" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange((current) => current.filter((u) => u !== url))}
                aria-label={`Fjern billede ${i + 1}`}
                className="bg-background/90 focus-visible:ring-ring/50 absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full shadow outline-none focus-visible:ring-[3px] disabled:opacity-50"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
