// The filters Entra ID and Okta send (RFC 7644 §3.4.2.2): one attribute, `eq`, a quoted
// string. Anything else is answered 400 invalidFilter rather than ignored: an ignored filter
// would answer "these are the matches" with every person.
import { z } from 'zod'
import { scimBadRequest } from './errors'

const EQ = /^\s*([A-Za-z][\w.]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i

export const FILTER_TEXTS = {
  unsupported: (attrs: readonly string[]) => `Filteret understøttes ikke. Brug fx ${attrs[0]} eq "værdi" (${attrs.join(', ')})`,
  paging: 'startIndex og count skal være hele tal',
} as const

export interface EqFilter<A extends string> {
  attr: A
  value: string
}

export function parseFilter<A extends string>(raw: string | undefined, attrs: readonly A[]): EqFilter<A> | null {
  if (raw === undefined || raw.trim() === '') return null
  // Entra ID matches on the work address when set up to: `emails[type eq "work"].value eq "…"`.
  const m = EQ.exec(raw.replace(/^\s*emails\[\s*type\s+eq\s+"work"\s*\]\.value\b/i, 'emails.value'))
  const attr = m && attrs.find((a) => a.toLowerCase() === m[1].toLowerCase())
  if (!m || !attr) throw scimBadRequest(FILTER_TEXTS.unsupported(attrs), 'invalidFilter')
  return { attr, value: JSON.parse(`"${m[2]}"`) as string }
}

export const MAX_PAGE = 200

const pageInt = z.coerce.number({ error: FILTER_TEXTS.paging }).int(FILTER_TEXTS.paging)

/** 1-based startIndex; count 0 asks for the total only (RFC 7644 §3.4.2.4). */
export function parsePaging(startIndex: string | undefined, count: string | undefined) {
  const start = startIndex === undefined ? 1 : pageInt.safeParse(startIndex)
  const size = count === undefined ? 100 : pageInt.safeParse(count)
  const value = (r: number | ReturnType<typeof pageInt.safeParse>) => {
    if (typeof r === 'number') return r
    if (!r.success) throw scimBadRequest(FILTER_TEXTS.paging, 'invalidValue')
    return r.data
  }
  return { offset: Math.max(1, value(start)) - 1, limit: Math.min(MAX_PAGE, Math.max(0, value(size))) }
}

export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'

export const listResponse = (resources: unknown[], total: number, offset: number) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex: offset + 1,
  itemsPerPage: resources.length,
  Resources: resources,
})
