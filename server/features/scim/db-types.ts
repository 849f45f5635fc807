import type { Generated, JSONColumnType } from 'kysely'

/** migrations/0170_scim.sql: never synced; read by administrators through /api/scim/directories. */
export interface ScimTables {
  scim_directories: {
    id: Generated<string>
    name: string
    /** SHA-256 (hex) of the token's secret part; the token itself is shown once and never kept. */
    token_hash: string
    role_map: JSONColumnType<Record<string, string>, string, string>
    department_map: JSONColumnType<{ group: string; department: string }[], string, string>
    created_by: string | null
    created_at: Generated<string>
    revoked_at: string | null
  }
  scim_users: {
    user_id: string
    directory_id: string
    user_name: string
    external_id: string | null
    given_name: string | null
    family_name: string | null
    department: string | null
    deleted_at: string | null
    created_at: Generated<string>
    updated_at: Generated<string>
  }
  scim_groups: {
    id: Generated<string>
    directory_id: string
    display_name: string
    external_id: string | null
    created_at: Generated<string>
    updated_at: Generated<string>
  }
  scim_group_members: { group_id: string; user_id: string }
}
