// File sizes as the handbooks show them: B, KB, MB (Danish decimal comma).
const oneDecimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 })

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`
  return `${oneDecimal.format(bytes / 1024 / 1024)} MB`
}

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
