// Categories, files and page text from the local tables (synced, so readable offline). File
// search also looks inside PDF text and says on which pages it matched.
// (No '%' in the SQL text itself: PGlite's live queries format the text printf-style and turn
// a literal '%%' into '%'. "Is there a search" is its own parameter instead.)
import { useLiveQuery } from '@/db/live-query'
import { containsPattern } from './file-size'

export interface CategoryRow {
  id: string
  name: string
  description: string | null
  file_count: number
}

export interface HandbookRow {
  id: string
  name: string
  description: string | null
  file_name: string
  file_url: string
  file_size: number
  file_type: string
  page_count: number | null
  user_id: string | null
  uploader_name: string | null
  created_at: Date
  /** Pages whose text matched the search (empty without a search or for non-PDFs). */
  hit_pages: number[] | null
}

const NAME = (a: string) => `coalesce(nullif(trim(${a}.full_name), ''), nullif(trim(${a}.name), ''), ${a}.email)`

export function useCategories(search: string): CategoryRow[] | undefined {
  return useLiveQuery<CategoryRow>(
    `select c.id, c.name, c.description, (select count(*) from handbooks h where h.category_id = c.id)::int as file_count
       from handbook_categories c
      where not $2::boolean or c.name ilike $1 or coalesce(c.description, '') ilike $1
      order by lower(c.name), c.id`,
    [containsPattern(search), search.trim() !== ''],
  )?.rows
}

/** undefined while loading, null when no category has that name (the URL's {category}). */
export function useCategoryByName(name: string): CategoryRow | null | undefined {
  const rows = useLiveQuery<CategoryRow>(
    `select c.id, c.name, c.description, (select count(*) from handbooks h where h.category_id = c.id)::int as file_count
       from handbook_categories c where lower(c.name) = lower($1) limit 1`,
    [name],
  )?.rows
  return rows === undefined ? undefined : (rows[0] ?? null)
}

export function useHandbooks(categoryId: string, search: string): HandbookRow[] | undefined {
  return useLiveQuery<HandbookRow>(
    `select h.id, h.name, h.description, h.file_name, h.file_url, h.file_size, h.file_type, h.page_count, h.user_id,
            ${NAME('p')} as uploader_name, h.created_at,
            case when not $3::boolean then null else
              (select array_agg(g.page_number order by g.page_number) from handbook_pages g
                where g.document_id = h.id and g.content ilike $2) end as hit_pages
       from handbooks h left join profiles p on p.user_id = h.user_id
      where h.category_id = $1
        and (not $3::boolean or h.name ilike $2 or coalesce(h.description, '') ilike $2 or h.file_name ilike $2
             or exists (select 1 from handbook_pages g where g.document_id = h.id and g.content ilike $2))
      order by h.created_at desc, h.id`,
    [categoryId, containsPattern(search), search.trim() !== ''],
  )?.rows
}
