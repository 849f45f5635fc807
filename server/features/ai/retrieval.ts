// Finding the document pages that answer a question: Danish full-text search over
// document_pages (the GIN index on to_tsvector('danish', content), migrations/0061), in the
// same SQL on PGlite and PostgreSQL. A question is natural language, so its words are OR-ed
// (an AND of every word would rarely match a page) and pages are ranked by how many of the
// question's stems they contain, then by ts_rank.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { HANDBOOK_SOURCE } from '../../../sync/permissions/handbooks'

export interface Passage {
  documentId: string
  source: string
  pageNumber: number
  /** The original file name (what the reference shows). */
  fileName: string
  /** The document's display name. */
  title: string
  /** Opens the file at the page: /api/files/<key>#page=N. */
  url: string
  /** 0–1: the share of the question's words on the page, weighted a little by rank. */
  relevanceScore: number
  /** A short excerpt around the matching words. */
  excerpt: string
  /** The page text, cut to a size a prompt can carry. */
  content: string
}

const MAX_TERMS = 30
const PAGE_CHARS_FOR_PROMPT = 2500

/** The question's words as a websearch OR-query; 'or' itself would be read as the operator. */
export function orQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const unique = [...new Set(words.filter((w) => w !== 'or'))].slice(0, MAX_TERMS)
  return unique.join(' or ')
}

interface Row {
  document_id: string
  source: string
  page_number: number
  content: string
  rank: number
  matched: number
  total: number
  file_name: string
  title: string
  file_url: string
  excerpt: string
}

/**
 * The best pages for a question, best first. Only pages whose document can be opened are
 * returned; today that is handbook files (every signed-in user may read them). A new kind of
 * document joins here with its own file table.
 */
export async function findPassages(kysely: Kysely<DB>, question: string, limit = 5): Promise<Passage[]> {
  const query = orQuery(question)
  if (!query) return []
  const { rows } = await sql<Row>`
    with q as (
      select websearch_to_tsquery('danish', ${query}) as query,
             tsvector_to_array(to_tsvector('danish', ${question})) as lexemes
    ),
    hits as (
      select p.document_id, p.source, p.page_number, p.content,
             ts_rank(to_tsvector('danish', p.content), q.query)::float8 as rank,
             cardinality(array(
               select unnest(tsvector_to_array(to_tsvector('danish', p.content)))
               intersect select unnest(q.lexemes)
             )) as matched,
             cardinality(q.lexemes) as total,
             h.file_name, h.name as title, h.file_url
        from document_pages p
        cross join q
        join handbooks h on p.source = ${HANDBOOK_SOURCE} and h.id = p.document_id
       where to_tsvector('danish', p.content) @@ q.query
       order by matched desc, rank desc, p.document_id, p.page_number
       limit ${limit}
    )
    select hits.*,
           ts_headline('danish', hits.content, q.query,
                       'StartSel="", StopSel="", MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as excerpt
      from hits cross join q
     order by matched desc, rank desc, document_id, page_number`.execute(kysely)
  const top = Math.max(...rows.map((r) => Number(r.rank)), Number.MIN_VALUE)
  return rows.map((r) => {
    const coverage = Number(r.total) > 0 ? Number(r.matched) / Number(r.total) : 0
    const score = coverage * (0.6 + 0.4 * (Number(r.rank) / top))
    return {
      documentId: r.document_id,
      source: r.source,
      pageNumber: Number(r.page_number),
      fileName: r.file_name,
      title: r.title,
      url: `${r.file_url}#page=${Number(r.page_number)}`,
      relevanceScore: Math.round(Math.min(1, Math.max(0, score)) * 100) / 100,
      excerpt: r.excerpt.replace(/\s+/g, ' ').trim(),
      content: r.content.length > PAGE_CHARS_FOR_PROMPT ? `${r.content.slice(0, PAGE_CHARS_FOR_PROMPT)} …` : r.content,
    }
  })
}
