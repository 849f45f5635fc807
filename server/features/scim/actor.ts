// A directory acts with an administrator's rights over the people it provisions, and the audit
// log names it, not a person: "SCIM: Entra ID".
import type { Viewer } from '../../../sync/rules'
import type { AuditActor } from '../users/deactivate'
import type { AuthenticatedDirectory } from './directories'

export const directoryViewer = (dir: AuthenticatedDirectory): Viewer => ({ id: `scim:${dir.id}`, role: 'admin' })
export const directoryActor = (dir: AuthenticatedDirectory): AuditActor => ({ id: `scim:${dir.id}`, name: `SCIM: ${dir.name}` })
