// Copy to clipboard with 'Kopieret!' for 2 s, or its message when copying fails.
import { useEffect, useState } from 'react'
import { CheckIcon, CopyIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

export const COPY_FAILED = 'Kunne ikke kopiere tekst. Prøv at markere og kopiere manuelt.'
const COPIED_MS = 2000

export function CopyButton({ text, label = 'Kopiér', className }: { text: string; label?: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), state === 'copied' ? COPIED_MS : 5000)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={copy} className={className}>
        {state === 'copied' ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {state === 'copied' ? 'Kopieret!' : label}
      </Button>
      <span role="status" className="text-destructive text-xs">
        {state === 'failed' ? COPY_FAILED : ''}
      </span>
    </span>
  )
}
