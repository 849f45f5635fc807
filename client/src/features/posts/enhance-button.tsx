// 'Forbedr med AI' with its busy state and failure text (see enhance-post.ts).
import { useState } from 'react'
import { SparklesIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { isBlankRichText } from '../../../../sync/inputs/rich-text'
import { enhancedToHtml, enhancePost, ENHANCE_FAILED, EnhanceError } from './enhance-post'
import { purifyRichText } from './rich-text'
import { useAiStatus } from '../chat/use-ai-status'

export function EnhanceButton({
  content,
  onEnhanced,
  disabled,
  onError,
}: {
  content: string
  onEnhanced: (html: string) => void
  disabled?: boolean
  onError: (message: string | null) => void
}) {
  const [busy, setBusy] = useState(false)
  const ai = useAiStatus()
  const unavailable = ai?.languageModel === false
  async function run() {
    setBusy(true)
    onError(null)
    try {
      // The model's answer is untrusted text: purified before the editor parses it.
      onEnhanced(purifyRichText(enhancedToHtml(await enhancePost(content))))
    } catch (err) {
      // The server's own reason (e.g. no model set up) says more than "maybe busy".
      const detail = err instanceof EnhanceError ? err.detail : undefined
      onError(detail ?? (err instanceof Error ? err.message : ENHANCE_FAILED))
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" disabled={disabled || busy || unavailable || isBlankRichText(content)} onClick={run}>
        <SparklesIcon aria-hidden />
        {busy ? 'Forbedrer...' : 'Forbedr med AI'}
      </Button>
      {unavailable && <span className="text-muted-foreground text-xs">AI er ikke sat op på denne server</span>}
    </span>
  )
}
