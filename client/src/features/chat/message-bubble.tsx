import { cn } from '@/lib/utils'
import type { ChatMessage } from './chat-state'
import { ReferenceList } from './reference-list'

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user'
  const failed = message.metadata?.networkInfo?.type === 'error'
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
          failed && 'border-destructive/40 text-destructive border',
        )}
      >
        <span className="sr-only">{mine ? 'Dig: ' : 'Assistent: '}</span>
        {message.content}
        {!mine && message.metadata?.vectorReferences && <ReferenceList references={message.metadata.vectorReferences} />}
      </div>
    </li>
  )
}
