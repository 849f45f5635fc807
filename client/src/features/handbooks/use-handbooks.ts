// Categories, files and page text from the local tables, live (handbook-queries.ts).
import { useLiveQuery } from '@/db/live-query'
import { categoriesQuery, categoryByNameQuery, handbooksQuery, type CategoryRow } from './handbook-queries'

export type { CategoryRow, HandbookRow } from './handbook-queries'

export const useCategories = (search: string) => useLiveQuery(categoriesQuery(search))?.rows

/** undefined while loading, null when no category has that name (the URL's {category}). */
export function useCategoryByName(name: string): CategoryRow | null | undefined {
  const rows = useLiveQuery(categoryByNameQuery(name))?.rows
  return rows === undefined ? undefined : (rows[0] ?? null)
}

export const useHandbooks = (categoryId: string, search: string) => useLiveQuery(handbooksQuery(categoryId, search))?.rows
