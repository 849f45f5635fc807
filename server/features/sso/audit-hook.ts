// HOOK POINT for the audit log (issue #29, built on another branch): every SSO event worth
// auditing calls this. It does nothing until the audit log lands; then this one function
// writes the audit row (and the call sites stay as they are).
export interface SsoAuditEvent {
  action: 'sso.provider-created' | 'sso.provider-updated' | 'sso.provider-deleted' | 'sso.user-provisioned'
  /** Who did it: the administrator, or the person signing in. */
  actorId: string
  target: string
  details?: Record<string, unknown>
}

export async function recordAuditEvent(_event: SsoAuditEvent): Promise<void> {}
