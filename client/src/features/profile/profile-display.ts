// How a person is named and labelled across the UI (name fallbacks, 'Medlem'), in one place.
import { roleName } from '../../../../sync/role-labels'

export interface NamedProfile {
  full_name?: string | null
  name?: string | null
  email?: string | null
}

export function displayName(p: NamedProfile | null | undefined, fallback = 'Ukendt bruger'): string {
  return p?.full_name?.trim() || p?.name?.trim() || p?.email?.trim() || fallback
}

/** displayName of the author a feed's row carries (AUTHOR_COLUMNS in db/local-query.ts). */
export function authorName(
  row: { author_full_name: string | null; author_short_name: string | null; author_email: string | null },
  fallback?: string,
): string {
  return displayName({ full_name: row.author_full_name, name: row.author_short_name, email: row.author_email }, fallback)
}

/** Up to two initials for the avatar: 'Mette Jensen' → 'MJ'. */
export function initials(name: string): string {
  const words = name.trim().split(/[\s@.]+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0]
  const last = words.length > 1 ? words[words.length - 1][0] : ''
  return (first + last).toUpperCase()
}

/** The job title if set, else the access role in Danish (the default label 'Medlem'). */
export function roleLabel(title: string | null | undefined, role: string | null | undefined): string {
  if (title?.trim()) return title.trim()
  return roleName(role)
}

/** 'Vestergade 12, 8000 Aarhus C, Danmark' from whatever parts exist. */
export function formatAddress(p: {
  address?: string | null
  postal_code?: string | null
  city?: string | null
  country?: string | null
}): string | null {
  const town = [p.postal_code, p.city].filter((x) => x?.trim()).join(' ')
  const parts = [p.address, town, p.country].filter((x): x is string => !!x?.trim())
  return parts.length ? parts.join(', ') : null
}
