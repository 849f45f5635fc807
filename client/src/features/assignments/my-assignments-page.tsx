// /my-assignments: the personal task overview.
import { PageHeader } from '@/components/page-header'
import { MyAssignments } from './my-assignments'

export function MyAssignmentsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Mine opgaver" />
      <MyAssignments />
    </div>
  )
}
