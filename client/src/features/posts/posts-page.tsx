// /posts ('LinkedIn-opslag'). Editors get the pending/approved tabs with live counts; everyone
// else sees the approved posts and their own pending ones (the shape holds nothing more).
import { useState } from 'react'
import { PlusIcon } from 'lucide-react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { cn } from '@/lib/utils'
import { postRules } from '../../../../sync/permissions/posts'
import { PostFormDialog } from './post-form-dialog'
import { PostList } from './post-list'
import { usePostCounts, usePosts } from './use-posts'

export function PostsPage() {
  const { viewer } = useCurrentUser()
  const [creating, setCreating] = useState(false)
  const moderator = postRules.moderate.test(viewer)
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <PageHeader
        title="LinkedIn-opslag"
        className="mb-0"
        actions={
          postRules.create.test(viewer) && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden />
              Opret et opslag
            </Button>
          )
        }
      />
      {moderator ? <EditorTabs /> : <EmployeeList />}
      {creating && <PostFormDialog onClose={() => setCreating(false)} />}
    </div>
  )
}

function EmployeeList() {
  const counts = usePostCounts()
  return <PostList list={usePosts('all')} total={counts?.all} emptyText="Der er ingen godkendte opslag at vise." />
}

const tabClass = cn(
  'text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground focus-visible:ring-ring/50',
  'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] data-[state=active]:shadow-sm',
)

function EditorTabs() {
  const counts = usePostCounts()
  const [tab, setTab] = useState<'pending' | 'approved'>('pending')
  const posts = usePosts(tab)
  return (
    <TabsPrimitive.Root value={tab} onValueChange={(v) => setTab(v as 'pending' | 'approved')} className="grid gap-4">
      <TabsPrimitive.List aria-label="Opslag" className="bg-muted flex rounded-lg p-1">
        <TabsPrimitive.Trigger value="pending" className={tabClass}>
          Afventer godkendelse
          <span data-testid="pending-count" className="bg-primary/10 rounded-full px-2 text-xs tabular-nums">
            {counts?.pending ?? '…'}
          </span>
        </TabsPrimitive.Trigger>
        <TabsPrimitive.Trigger value="approved" className={tabClass}>
          Godkendte
          <span data-testid="approved-count" className="bg-primary/10 rounded-full px-2 text-xs tabular-nums">
            {counts?.approved ?? '…'}
          </span>
        </TabsPrimitive.Trigger>
      </TabsPrimitive.List>
      <TabsPrimitive.Content value="pending">
        {tab === 'pending' && <PostList list={posts} total={counts?.pending} emptyText="Ingen afventende opslag fundet." />}
      </TabsPrimitive.Content>
      <TabsPrimitive.Content value="approved">
        {tab === 'approved' && <PostList list={posts} total={counts?.approved} emptyText="Ingen godkendte opslag fundet." />}
      </TabsPrimitive.Content>
    </TabsPrimitive.Root>
  )
}
