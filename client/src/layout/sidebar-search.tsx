import { SearchBox } from '@/features/search/search-box'

// The search box's behaviour lives in features/search (instant local search).
export function SidebarSearch({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  return <SearchBox id={id} onNavigate={onNavigate} />
}
