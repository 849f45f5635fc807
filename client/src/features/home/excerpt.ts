/** The first `max` characters and '...' when there is more ('Seneste opslag' cuts at 80). */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}...` : flat
}
