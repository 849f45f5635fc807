// The conversation lives in jotai atoms, so the widget and the /chat page show the same
// one and it survives navigating between pages (not a reload: nothing is stored).
import { atom } from 'jotai'
import type { AssistantId, VectorReference } from '../../../../sync/inputs/ai'
import { assistantById } from './assistants'

export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  assistantId: AssistantId
  /** The assistant's greeting; not part of the history sent to the model. */
  welcome?: boolean
  metadata?: {
    vectorReferences?: VectorReference[]
    networkInfo?: { status: number; timing: number; type: 'success' | 'error' }
  }
}

export const welcomeMessage = (assistantId: AssistantId): ChatMessage => ({
  id: `welcome-${assistantId}-${Date.now()}`,
  role: 'assistant',
  content: assistantById(assistantId).welcomeMessage,
  assistantId,
  welcome: true,
})

export const assistantIdAtom = atom<AssistantId>('general')
export const messagesAtom = atom<ChatMessage[]>([welcomeMessage('general')])
export const chatLoadingAtom = atom(false)
/** Bumped when the conversation is cleared, so a late reply to the old one is dropped. */
export const conversationAtom = atom(0)
/** Collapsed (header and input) until the first exchange, then expanded (messages too). */
export const chatExpandedAtom = atom(false)
/** The widget is a button until the user opens it; it stays open across pages until closed. */
export const chatOpenAtom = atom(false)
