// 'Forbedr med AI' with the spec's busy state and failure text (see enhance-post.ts).
import { useState } from 'react'
import { SparklesIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { isBlankRichText } from '../../../../sync/inputs/rich-text'
import { enhancedToHtml, enhancePost, ENHANCE_FAILED, EnhanceError } from './enhance-post'
import { purifyRichText } from './rich-text'

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
  async function run() {
    setBusy(true)
    onError(null)
    try {
      // The model's answer is untrusted text: purified before the editor parses it.
      onEnhanced(purifyRichText(enhancedToHtml(await enhancePost(content))))
    } catch (err) {
      const detail = err instanceof EnhanceError ? err.detail : undefined
      onError(detail ? `${ENHANCE_FAILED} (${detail})` : err instanceof Error ? err.message : ENHANCE_FAILED)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={disabled || busy || isBlankRichText(content)} onClick={run}>
      <SparklesIcon aria-hidden />
      {busy ? 'Forbedrer...' : 'Forbedr med AI'}
    </Button>
  )
}
