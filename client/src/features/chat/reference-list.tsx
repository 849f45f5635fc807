// The document pages a reply is based on: file name, page and a rounded percent 'match';
// each opens the file at that page in a new tab (/api/files/<key>#page=N).
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react'
import type { VectorReference } from '../../../../sync/inputs/ai'

export const matchPercent = (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}% match`

export function ReferenceList({ references }: { references: VectorReference[] }) {
  if (references.length === 0) return null
  return (
    <div className="mt-2 grid gap-1">
      <p className="text-muted-foreground text-xs font-medium">Kilder</p>
      <ul className="grid gap-1" aria-label="Kilder">
        {references.map((ref) => (
          <li key={`${ref.url}`}>
            <a
              href={ref.url}
              target="_blank"
              rel="noopener noreferrer"
              className="bg-background hover:bg-accent focus-visible:ring-ring flex min-w-0 items-center gap-2 rounded-md border px-2 py-1 text-xs outline-none focus-visible:ring-2"
            >
              <FileTextIcon className="size-3.5 shrink-0" aria-hidden />
              <span className="min-w-0 flex-1 truncate" title={ref.title ?? ref.fileName}>
                {ref.fileName}
              </span>
              <span className="text-muted-foreground shrink-0">side {ref.pageNumber}</span>
              <span className="text-muted-foreground shrink-0 tabular-nums">{matchPercent(ref.relevanceScore)}</span>
              <ExternalLinkIcon className="size-3 shrink-0" aria-hidden />
              <span className="sr-only">(åbner i en ny fane)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
