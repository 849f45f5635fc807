// better-auth answers `{ error: { message?, statusText? } }`; prefer the provider's message.
export function providerMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string' && message.trim()) return message
  }
  return fallback
}
