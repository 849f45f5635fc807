// Pages not built yet say so instead of a blank page; /work is a fixed placeholder by design.
import { useParams } from 'react-router-dom'
import { ConstructionIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { PageHeader } from '@/components/page-header'

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="text-muted-foreground flex items-center gap-3 text-sm">
        <ConstructionIcon className="size-5 shrink-0" aria-hidden />
        <p>{children}</p>
      </CardContent>
    </Card>
  )
}

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Notice>Denne side kommer snart.</Notice>
    </>
  )
}

/** For routes like /handbooks/:category whose title is the (URL-encoded) parameter. */
export function ComingSoonParamPage({ param, fallback }: { param: string; fallback: string }) {
  const value = useParams()[param]
  return <ComingSoonPage title={value ? value : fallback} />
}

export function WorkPage() {
  return (
    <>
      <PageHeader title="Arbejde" />
      <Notice>Her vil indholdet blive vist.</Notice>
    </>
  )
}

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Siden blev ikke fundet" />
      <p className="text-muted-foreground text-sm">Adressen findes ikke på intranettet.</p>
    </>
  )
}
