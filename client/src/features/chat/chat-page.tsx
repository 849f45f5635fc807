// /chat: the same conversation as the widget, full size.
import { PageHeader } from '@/components/page-header'
import { Card } from '@/components/ui/card'
import { assistantById } from './assistants'
import { AssistantSwitcher } from './assistant-switcher'
import { ChatInput } from './chat-input'
import { MessageList } from './message-list'
import { useChat } from './use-chat'

export function ChatPage() {
  const chat = useChat()
  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      <PageHeader title="Chat" description={assistantById(chat.assistantId).description} />
      <Card className="gap-0 overflow-hidden py-0">
        <div className="border-b p-3">
          <AssistantSwitcher value={chat.assistantId} onChange={chat.switchAssistant} />
        </div>
        <MessageList messages={chat.messages} loading={chat.loading} className="h-[min(36rem,60dvh)]" />
        <ChatInput id="chat-page-input" loading={chat.loading} onSend={chat.send} />
      </Card>
    </div>
  )
}
