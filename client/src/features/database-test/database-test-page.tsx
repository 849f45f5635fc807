// /database-test (admins): reads one row each from profiles and posts, shows the row or the
// error message ('Not authenticated' without a user), and the local sync status.
import { RefreshCwIcon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { SyncStatusCard } from './sync-status-card'
import { useDatabaseTest, type TestResult } from './use-database-test'

export const NOT_AUTHENTICATED = 'Not authenticated'

function ResultCard({ title, result, synced }: { title: string; result: TestResult | null; synced: boolean }) {
  return (
    <SectionCard title={title}>
      <CardContent>
        {!result ? (
          <p className="text-muted-foreground text-sm">Indlæser...</p>
        ) : !result.ok ? (
          <Alert variant="destructive">
            <AlertTitle>Fejl</AlertTitle>
            <AlertDescription>{result.message}</AlertDescription>
          </Alert>
        ) : result.row === null ? (
          <p className="text-muted-foreground text-sm">{synced ? 'Ingen rækker' : 'Venter på første synkronisering...'}</p>
        ) : (
          // Scrolls when the row is long: focusable, so a keyboard can scroll it too.
          <pre
            className="bg-muted max-h-72 overflow-auto rounded-md p-3 text-xs whitespace-pre-wrap break-all"
            tabIndex={0}
            aria-label={title}
          >
            {JSON.stringify(result.row, null, 2)}
          </pre>
        )}
      </CardContent>
    </SectionCard>
  )
}

export function DatabaseTestPage() {
  const user = useCurrentUser()
  const authed = Boolean(user?.id)
  const { profiles, posts, sizeBytes, shapes, synced, rerun } = useDatabaseTest(authed)
  return (
    <div className="grid gap-4">
      <PageHeader
        title="Databasetest"
        className="mb-0"
        actions={
          <Button variant="outline" size="sm" onClick={rerun} disabled={!authed}>
            <RefreshCwIcon aria-hidden />
            Kør igen
          </Button>
        }
      />
      {!authed ? (
        <Alert variant="destructive">
          <AlertDescription>{NOT_AUTHENTICATED}</AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <ResultCard title="profiles" result={profiles} synced={synced} />
          <ResultCard title="posts" result={posts} synced={synced} />
        </div>
      )}
      <SyncStatusCard shapes={shapes} sizeBytes={sizeBytes} />
    </div>
  )
}
