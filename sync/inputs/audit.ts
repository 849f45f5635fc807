// The audit log's query (administrators' "Revisionslog"): a page of 50, newest first, after a
// cursor from the previous page, narrowed by person (name, e-mail or id of actor or target)
// and by action. Shared so the page offers exactly the actions the API accepts.
import { z } from 'zod'

export const AUDIT_PAGE_SIZE = 50

/** Danish names of the actions written today; unknown ones are shown by their code. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.created': 'Bruger oprettet',
  'user.role_changed': 'Rolle ændret',
  'user.department_changed': 'Afdeling ændret',
  'user.deactivated': 'Bruger deaktiveret',
  'user.reactivated': 'Bruger genaktiveret',
  'user.deleted': 'Bruger slettet',
  'user.erased': 'Persondata slettet',
  'user.exported': 'Egne data hentet',
  'user.password_set': 'Adgangskode nulstillet',
  'post.approved': 'Opslag godkendt',
  'vacation.approved': 'Ferie godkendt',
  'building_code.revealed': 'Adgangskode vist',
  'auth.new_device': 'Login fra ny enhed',
  'sso.provider_created': 'Single sign-on oprettet',
  'sso.provider_updated': 'Single sign-on ændret',
  'sso.provider_deleted': 'Single sign-on fjernet',
  'sso.user_provisioned': 'Bruger oprettet via single sign-on',
  'scim.directory_created': 'SCIM-forbindelse oprettet',
  'scim.directory_updated': 'SCIM-forbindelse ændret',
  'scim.directory_revoked': 'SCIM-forbindelse tilbagekaldt',
  'scim.user_provisioned': 'Bruger oprettet via SCIM',
  'scim.user_adopted': 'Bruger overtaget af SCIM',
  'scim.user_deleted': 'Bruger slettet via SCIM (deaktiveret)',
}

/** `<created_at ISO>|<id>` of the last row of the previous page. */
const cursor = /^\d{4}-\d{2}-\d{2}T[0-9:.]+Z\|\d{1,19}$/

export const auditQueryInput = z.object({
  person: z.string({ error: 'Ugyldig søgning' }).trim().max(200, 'Søgningen er for lang').optional().transform((v) => v || undefined),
  action: z
    .string({ error: 'Ukendt handling' })
    .trim()
    .max(100, 'Ukendt handling')
    .regex(/^$|^[a-z_]+(\.[a-z_]+)*$/, 'Ukendt handling')
    .optional()
    .transform((v) => v || undefined),
  after: z.string({ error: 'Ugyldig side' }).regex(cursor, 'Ugyldig side').optional(),
})
export type AuditQuery = z.output<typeof auditQueryInput>

export interface AuditRow {
  id: string
  created_at: string
  actor_id: string | null
  actor_name: string | null
  action: string
  target_type: string | null
  target_id: string | null
  target_label: string | null
  details: Record<string, unknown>
  ip: string | null
  user_agent: string | null
}

export interface AuditPage {
  rows: AuditRow[]
  /** Pass as `after` for the next page; null on the last. */
  next: string | null
}
