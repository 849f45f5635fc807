// Tilbudsager (billede): an image of the tender list, shown here only. It stays in the
// browser and is never saved, so nothing is uploaded.
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from './field'

const ACCEPTED = ['image/png', 'image/jpeg']
const ACCEPT_ATTR = 'image/png,image/jpeg,.png,.jpg,.jpeg'

export function TenderImageField() {
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])

  function choose(file: File | undefined) {
    setError(undefined)
    if (!file) return
    if (!ACCEPTED.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) {
      setError('Vælg et billede i PNG-, JPG- eller JPEG-format')
      return
    }
    setUrl(URL.createObjectURL(file))
  }

  return (
    <div className="grid gap-3">
      <Field label="Billede af tilbudsager (PNG, JPG eller JPEG)" error={error}>
        <input
          key={inputKey}
          type="file"
          accept={ACCEPT_ATTR}
          onChange={(e) => choose(e.target.files?.[0])}
          className="file:bg-secondary file:text-secondary-foreground text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
        />
      </Field>
      <p className="text-muted-foreground text-xs">Billedet vises kun her og gemmes ikke sammen med mødereferatet.</p>
      {url && (
        <div className="grid gap-2">
          <img src={url} alt="Valgt billede af tilbudsager" className="max-h-96 w-auto rounded-md border object-contain" />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              setUrl(null)
              setInputKey((k) => k + 1)
            }}
          >
            Fjern billede
          </Button>
        </div>
      )}
    </div>
  )
}
