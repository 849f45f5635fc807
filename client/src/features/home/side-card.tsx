// The frame of a home side panel: a heading and a 'Se alle' link to the full page.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from 'lucide-react'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { Skeleton } from '@/components/ui/skeleton'

export function SideCard({ title, to, what, children }: { title: string; to?: string; what: string; children: ReactNode }) {
  return (
    <SectionCard
      className="gap-4"
      title={title}
      action={
        to && (
          <Link
            to={to}
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex items-center gap-1 rounded-sm text-sm outline-none focus-visible:ring-[3px]"
          >
            Se alle
            <ArrowRightIcon className="size-3.5" aria-hidden />
            <span className="sr-only">{what}</span>
          </Link>
        )
      }
    >
      <CardContent>{children}</CardContent>
    </SectionCard>
  )
}

export function SideCardLoading() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  )
}
