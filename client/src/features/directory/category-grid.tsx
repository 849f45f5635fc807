// The partner categories (a grid on Samarbejdspartnere), each linking to its
// own page; anyone signed in may add one.
import { Link } from 'react-router-dom'
import { FolderIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { CategoryRow } from './directory-query'
import { useContactsPerCategory } from './use-directory'

export function CategoryGrid({ categories, onNew }: { categories: CategoryRow[]; onNew: () => void }) {
  const counts = useContactsPerCategory()
  return (
    <section aria-labelledby="category-grid-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="category-grid-heading" className="text-lg font-semibold">
          Kategorier
        </h2>
        <Button size="sm" variant="outline" onClick={onNew}>
          <PlusIcon aria-hidden />
          Ny kategori
        </Button>
      </div>
      {categories.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen kategorier endnu</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Card className="h-full gap-1 px-4 py-3">
                <Link to={`/employees/categories/${encodeURIComponent(c.name)}`} className="flex items-center gap-2 font-medium hover:underline">
                  <FolderIcon className="text-primary size-4" aria-hidden />
                  {c.name}
                </Link>
                {c.description && <p className="text-muted-foreground text-sm">{c.description}</p>}
                <p className="text-muted-foreground text-xs">{(counts.get(c.name) ?? 0) === 1 ? '1 kontakt' : `${counts.get(c.name) ?? 0} kontakter`}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
