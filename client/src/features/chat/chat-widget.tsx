// The assistant on every page: a small round button at the bottom right until opened, so it
// never covers a form or a row's buttons (on a phone the open panel took a fifth of the
// screen). Opened, a panel with the assistant switcher and the input, expanded with the
// conversation once the first exchange starts; closing (or Escape) makes it a button again.
import { useAtom } from 'jotai'
import { useLocation } from 'react-router-dom'
import { ChevronDownIcon, ChevronUpIcon, MessageCircleIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { AssistantSwitcher } from './assistant-switcher'
import { ChatInput } from './chat-input'
import { chatExpandedAtom, chatOpenAtom } from './chat-state'
import { MessageList } from './message-list'
import { useChat } from './use-chat'

export function ChatWidget() {
  const chat = useChat()
  const [expanded, setExpanded] = useAtom(chatExpandedAtom)
  const [open, setOpen] = useAtom(chatOpenAtom)
  const { pathname } = useLocation()
  // The /chat page shows the same conversation full size.
  if (pathname === '/chat') return null

  if (!open) {
    return (
      <Button
        className="fixed right-3 bottom-3 z-40 size-12 rounded-full shadow-lg sm:right-4 sm:bottom-4"
        size="icon"
        aria-label="Åbn AI-assistent"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
          // Straight to the input, as a keyboard user expects after opening it.
          requestAnimationFrame(() => document.getElementById('chat-widget-input')?.focus())
        }}
      >
        <MessageCircleIcon className="size-5" aria-hidden />
      </Button>
    )
  }

  return (
    <section
      aria-label="AI-assistent"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) setOpen(false)
      }}
      className="bg-card text-card-foreground fixed right-2 bottom-2 z-40 flex w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border shadow-lg sm:right-4 sm:bottom-4"
    >
      <header className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
        <h2 className="flex items-center gap-1.5 text-sm font-semibold">
          <MessageCircleIcon className="size-4" aria-hidden />
          AI-assistent
        </h2>
        <div className="ml-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={expanded}
            aria-controls="chat-widget-messages"
            aria-label={expanded ? 'Skjul samtalen' : 'Vis samtalen'}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <ChevronDownIcon aria-hidden /> : <ChevronUpIcon aria-hidden />}
          </Button>
          <Button variant="ghost" size="icon" className="size-7" aria-label="Luk AI-assistent" onClick={() => setOpen(false)}>
            <XIcon aria-hidden />
          </Button>
        </div>
        <AssistantSwitcher value={chat.assistantId} onChange={chat.switchAssistant} className="w-full" />
      </header>
      <div id="chat-widget-messages" hidden={!expanded}>
        <MessageList messages={chat.messages} loading={chat.loading} className="h-[min(24rem,50dvh)]" />
      </div>
      <ChatInput id="chat-widget-input" loading={chat.loading} onSend={chat.send} />
    </section>
  )
}
