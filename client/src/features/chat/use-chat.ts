// Sending a message and switching assistant, with its states: idle, loading
// ('Tænker...'), then the reply or an error message in the conversation.
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'
import type { AssistantId } from '../../../../sync/inputs/ai'
import { CHAT_HISTORY_MAX } from '../../../../sync/inputs/ai'
import { sendChatMessage } from './chat-api'
import {
  assistantIdAtom,
  chatExpandedAtom,
  chatLoadingAtom,
  conversationAtom,
  messagesAtom,
  welcomeMessage,
  type ChatMessage,
} from './chat-state'

export const CHAT_ERROR_PREFIX = 'Beklager, der opstod en fejl. Prøv venligst igen.'

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()))

export function useChat() {
  const store = useStore()
  const [assistantId, setAssistantId] = useAtom(assistantIdAtom)
  const messages = useAtomValue(messagesAtom)
  const setMessages = useSetAtom(messagesAtom)
  const loading = useAtomValue(chatLoadingAtom)
  const setLoading = useSetAtom(chatLoadingAtom)
  const setExpanded = useSetAtom(chatExpandedAtom)
  const setConversation = useSetAtom(conversationAtom)

  async function send(text: string): Promise<boolean> {
    const message = text.trim()
    // Empty input is ignored, and nothing is sent while a reply is on its way (one question at a time).
    if (!message || store.get(chatLoadingAtom)) return false
    const history = messages
      .filter((m) => !m.welcome && m.metadata?.networkInfo?.type !== 'error')
      .map(({ role, content }) => ({ role, content }))
      .slice(-CHAT_HISTORY_MAX)
    const conversation = store.get(conversationAtom)
    const user: ChatMessage = { id: newId(), role: 'user', content: message, assistantId }
    setMessages((list) => [...list, user])
    setLoading(true)
    // The exchange has begun: open the conversation so the question and 'Tænker...' show.
    setExpanded(true)
    const started = performance.now()
    let reply: ChatMessage
    try {
      const answer = await sendChatMessage({ message, assistantId, history })
      reply = {
        id: newId(),
        role: 'assistant',
        content: answer.text,
        assistantId,
        metadata: {
          vectorReferences: answer.references,
          networkInfo: { status: 200, timing: Math.round(performance.now() - started), type: 'success' },
        },
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      reply = {
        id: newId(),
        role: 'assistant',
        content: `${CHAT_ERROR_PREFIX} (${reason})`,
        assistantId,
        metadata: { networkInfo: { status: 500, timing: Math.round(performance.now() - started), type: 'error' } },
      }
    }
    // The user switched assistant meanwhile: that conversation is gone, and so is this reply.
    if (store.get(conversationAtom) !== conversation) return true
    setMessages((list) => [...list, reply])
    setLoading(false)
    return true
  }

  function switchAssistant(id: AssistantId) {
    if (id === assistantId) return
    setAssistantId(id)
    setConversation((n) => n + 1)
    setMessages([welcomeMessage(id)])
    setLoading(false)
  }

  return { assistantId, messages, loading, send, switchAssistant }
}
