// Share: copy the text, copy a link to the post, or the device's own share sheet.
// 'Kopieret!' shows for 2 seconds; a refused clipboard says how to copy by hand.
import { useEffect, useState } from 'react'
import { CopyIcon, LinkIcon, Share2Icon, ShareIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { richTextToText } from '../../../../sync/inputs/rich-text'

export const COPIED_MS = 2_000
const COPY_TEXT_FAILED = 'Kunne ikke kopiere tekst. Prøv at markere og kopiere manuelt.'
const COPY_LINK_FAILED = 'Kunne ikke kopiere link. Prøv at kopiere adressen manuelt.'

export const postLink = (id: string) => `${window.location.origin}/posts#opslag-${id}`

export function PostShareMenu({ post }: { post: { id: string; headline: string; content: string } }) {
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  useEffect(() => {
    if (!notice || notice.error) return
    const timer = setTimeout(() => setNotice(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const text = () => [post.headline, richTextToText(post.content)].filter(Boolean).join('\n\n')
  const copy = async (value: string, failure: string) => {
    try {
      await navigator.clipboard.writeText(value)
      setNotice({ text: 'Kopieret!', error: false })
    } catch {
      setNotice({ text: failure, error: true })
    }
  }
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  return (
    <div className="relative flex items-center gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Del opslaget ${post.headline}`}>
            <Share2Icon aria-hidden />
            Del
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => void copy(text(), COPY_TEXT_FAILED)}>
            <CopyIcon aria-hidden />
            Kopiér indhold
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copy(postLink(post.id), COPY_LINK_FAILED)}>
            <LinkIcon aria-hidden />
            Kopiér link
          </DropdownMenuItem>
          {canShare && (
            <DropdownMenuItem
              onSelect={() => void navigator.share({ title: post.headline, text: text(), url: postLink(post.id) }).catch(() => {})}
            >
              <ShareIcon aria-hidden />
              Del eksternt
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <span role="status" aria-live="polite" className={notice?.error ? 'text-destructive text-xs' : 'text-xs font-medium text-green-700'}>
        {notice?.text}
      </span>
    </div>
  )
}
