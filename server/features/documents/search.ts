// Danish full-text search over stored page text, using the GIN index on
// to_tsvector('danish', content) (migrations/0061_document_pages.sql). For issue-10 style
// callers (search page, AI assistant) that need "document X, page N" hits on the server.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/types'

export interface PageHit {
  document_id: string
  page_number: number
  rank: number
  /** A short excerpt around the match, with the matched words between « and ». */
  excerpt: string
}

export async function searchDocumentPages(
  kysely: Kysely<DB>,
  query: string,
  options: { source?: string; limit?: number } = {},
): Promise<PageHit[]> {
  const text = query.trim()
  if (!text) return []
  const tsQuery = sql`websearch_to_tsquery('danish', ${text})`
  const { rows } = await sql<PageHit>`
    select document_id, page_number,
           ts_rank(to_tsvector('danish', content), ${tsQuery})::float8 as rank,
           ts_headline('danish', content, ${tsQuery},
                       'StartSel=«, StopSel=», MaxWords=30, MinWords=10, MaxFragments=1') as excerpt
      from document_pages
     where to_tsvector('danish', content) @@ ${tsQuery}
       ${options.source ? sql`and source = ${options.source}` : sql``}
     order by rank desc, document_id, page_number
     limit ${options.limit ?? 20}`.execute(kysely)
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }))
}
