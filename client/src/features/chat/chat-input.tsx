import { useRef, useState, type FormEvent } from 'react'
import { SendIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

export function ChatInput({ id, loading, onSend }: { id: string; loading: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const value = text
    if (!value.trim() || loading) return
    setText('')
    await onSend(value)
    // The field was disabled while waiting, which drops focus; give it back for the next question.
    requestAnimationFrame(() => input.current?.focus())
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t p-2">
      <label htmlFor={id} className="sr-only">
        Skriv din besked
      </label>
      <Input
        id={id}
        ref={input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Skriv en besked..."
        disabled={loading}
        autoComplete="off"
        maxLength={4000}
      />
      <Button type="submit" size="icon" disabled={loading || !text.trim()} aria-label="Send besked">
        <SendIcon aria-hidden />
      </Button>
    </form>
  )
}
