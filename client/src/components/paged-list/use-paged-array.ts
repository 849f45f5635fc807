// Paging for a list that arrives whole from the API (statistics are counted on the server);
// the rows are already in memory, so only the rendering is paged.
import { useMemo, useState } from 'react'
import type { PagedList } from './use-paged-live-query'

export function usePagedArray<T>(items: T[] | undefined, pageSize: number): PagedList<T> {
  const [pages, setPages] = useState(1)
  return useMemo(
    () => ({
      rows: items?.slice(0, pages * pageSize),
      hasMore: (items?.length ?? 0) > pages * pageSize,
      loadingMore: false,
      showMore: () => setPages((p) => p + 1),
    }),
    [items, pages, pageSize],
  )
}
