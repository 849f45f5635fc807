import { useRef } from 'react'
import { Spinner } from '@/components/spinner'
import { cn } from '@/lib/utils'
import type { ChatMessage } from './chat-state'
import { MessageBubble } from './message-bubble'
import { useScrollFollow } from './use-scroll-follow'

export function MessageList({ messages, loading, className }: { messages: ChatMessage[]; loading: boolean; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useScrollFollow(ref, `${messages.length}:${loading}`)
  return (
    // A log: screen readers announce new messages as they arrive. The role sits on the scroll
    // box, not the <ol>, which must stay a list for its <li> messages to be list items.
    <div
      ref={ref}
      className={cn('overflow-y-auto overscroll-contain p-3', className)}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label="Samtale"
    >
      <ol className="grid gap-3">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
        {loading && (
          <li className="flex justify-start">
            <div className="bg-muted rounded-lg px-3 py-2">
              <Spinner label="Tænker..." />
            </div>
          </li>
        )}
      </ol>
    </div>
  )
}
