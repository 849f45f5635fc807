// 'Role & Permissions': the access role, read-only; only an admin changes it,
// in user administration.
import { ShieldCheckIcon } from 'lucide-react'
import { roleName } from '../../../../sync/role-labels'

export function RolePermissionsBox({ role }: { role: string }) {
  return (
    <section aria-labelledby="role-permissions-heading" className="bg-muted/50 grid gap-2 rounded-lg border p-4">
      <h2 id="role-permissions-heading" className="flex items-center gap-2 text-sm font-semibold">
        <ShieldCheckIcon className="size-4" aria-hidden />
        Role & Permissions
      </h2>
      <p className="text-sm">
        <span className="text-muted-foreground">Role: </span>
        <span className="font-medium">{roleName(role)}</span>
      </p>
      <p className="text-muted-foreground text-sm">
        Your role determines what you can access in the intranet. Only an administrator can change your role.
      </p>
    </section>
  )
}
