// FNV-1a, 52 bits: stable shape handles without node:crypto (sync/ stays runtime-neutral).
export function hashString(text: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 0x01000193) >>> 0
    h2 = Math.imul(h2 ^ ch, 0x5bd1e995) >>> 0
  }
  return (h1.toString(36) + (h2 & 0xfffff).toString(36)).padStart(10, '0')
}
