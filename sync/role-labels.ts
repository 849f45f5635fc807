// The access roles in the words the pages use: 'Medlem' for an ordinary employee (and for
// anyone whose role is not known) and 'Administrator' for both admin roles, which grant the
// same everywhere (isAdminRole).
import { isAdminRole, ROLES, type Role } from './rules'

export const MEMBER_LABEL = 'Medlem'
export const ADMIN_LABEL = 'Administrator'

export const roleName = (role: string | null | undefined): string => (isAdminRole(role) ? ADMIN_LABEL : MEMBER_LABEL)

/** The same label in SQL over a role column, e.g. for filtering and ordering by it. */
export const roleNameSql = (column: string) => `case when ${column} in ('admin', 'administrator') then '${ADMIN_LABEL}' else '${MEMBER_LABEL}' end`

/**
 * Where the two admin roles must still be told apart (a picker or a mapping that stores the
 * role itself): the label with the stored value after it.
 */
export const ROLE_CHOICES: readonly { value: Role; label: string }[] = ROLES.map((value) => ({ value, label: `${roleName(value)} (${value})` }))

export const roleChoiceName = (role: string): string => ROLE_CHOICES.find((c) => c.value === role)?.label ?? role
