// Every column in the schema that names a person, and what the export and erasure do with it.
// The export reads the rows these columns select; erasure deletes, anonymises or keeps them. A
// test lists the columns that reference "user" (or are named like a person's id) in the live
// database and fails on any column missing here, so a new feature cannot forget personal data.
import { sql, type RawBuilder } from 'kysely'

/**
 * - `delete`: the row is the person's own (their settings, devices, vacations): erasure removes it.
 * - `keep`: a shared record (a post, a minute, an event); it stays, pointing at the anonymised
 *   profile, which now reads "Slettet bruger".
 * - `anonymise`: the row stays but copies of the person's name or address in it are replaced
 *   (erase.ts does this column by column).
 */
export type ErasureRule = 'delete' | 'keep' | 'anonymise'

export interface PersonColumn {
  erase: ErasureRule
  /** Whether a row this column matches is exported; else why not. */
  export: true | string
}

export interface PersonalTable {
  /** Label of the table's part in the export and of its count in an erasure's outcome. */
  label: string
  columns: Record<string, PersonColumn>
  /** Columns never exported: secrets and what only others may read. */
  omit?: string[]
  /** Extra condition on exported rows. */
  exportWhere?: (userId: string) => RawBuilder<boolean>
  /** Not listed in an erasure's outcome (bookkeeping, not something the person made). */
  quiet?: true
  /** Fixes an exported row up, e.g. drops what is about someone else. */
  exportRow?: (row: Record<string, unknown>, userId: string) => Record<string, unknown>
}

const own: PersonColumn = { erase: 'delete', export: true }
const shared: PersonColumn = { erase: 'keep', export: true }
const anonymised: PersonColumn = { erase: 'anonymise', export: true }

export const PERSONAL_DATA: Record<string, PersonalTable> = {
  user: { label: 'konto', columns: { id: anonymised } },
  profiles: { label: 'profil', columns: { user_id: anonymised } },
  account: {
    label: 'login',
    columns: { userId: own },
    omit: ['password', 'accessToken', 'refreshToken', 'idToken'],
  },
  // Before session: deleting a session takes its push subscription along, uncounted.
  push_subscriptions: {
    label: 'push-abonnementer',
    columns: { user_id: own },
    omit: ['endpoint', 'p256dh', 'auth'],
  },
  session: {
    label: 'sessioner',
    columns: {
      userId: own,
      impersonatedBy: { erase: 'keep', export: 'impersonation is refused for every role, so it is never set' },
    },
    omit: ['token'],
  },
  revoked_sessions: {
    label: 'afsluttede sessioner',
    quiet: true,
    // Kept so a browser still signed in is told to delete its local copy (a hash, never the token).
    columns: { user_id: { erase: 'keep', export: true } },
    omit: ['token_hash'],
  },
  known_devices: { label: 'kendte enheder', columns: { user_id: own } },
  calendar_feeds: { label: 'kalenderabonnement', columns: { user_id: own }, omit: ['token'] },
  idempotency_keys: {
    label: 'gentagne forespørgsler',
    columns: { user_id: { erase: 'delete', export: 'a technical record of a retried request, with the answer it got' } },
  },
  file_uploaders: { label: 'uploadede filer', columns: { user_id: own } },
  notification_preferences: { label: 'notifikationsindstillinger', columns: { user_id: own } },
  notification_digests: { label: 'daglige oversigter', columns: { user_id: own } },
  notifications: {
    label: 'notifikationer',
    columns: {
      user_id: own,
      actor_id: { erase: 'anonymise', export: 'a notice someone else got belongs to its recipient' },
    },
  },
  news_read_confirmations: { label: 'nyhedsbekræftelser', columns: { user_id: own } },
  must_read_news: { label: 'læsepligtige nyheder', columns: { marked_by: shared } },
  company_news: { label: 'nyheder', columns: { user_id: shared } },
  news_comments: { label: 'nyhedskommentarer', columns: { user_id: shared } },
  posts: { label: 'opslag', columns: { user_id: shared, approved_by: shared } },
  post_comments: { label: 'kommentarer', columns: { user_id: shared } },
  contact_ratings: { label: 'vurderinger', columns: { user_id: shared } },
  contacts: { label: 'kontakter', columns: { created_by: shared } },
  contact_categories: { label: 'kontaktkategorier', columns: { created_by: shared } },
  events: { label: 'begivenheder', columns: { created_by: shared } },
  vacations: { label: 'ferie', columns: { user_id: own, created_by: shared } },
  meetings: {
    label: 'møder',
    columns: { facilitator_id: shared, recorder_id: shared, created_by: shared, updated_by: shared },
    // The management block is administrators' only (see the meetings shape).
    omit: ['economy_info', 'cc_usage_info', 'management_info', 'payment_terms_info', 'diverse_info'],
  },
  meeting_attendees: { label: 'mødedeltagelse', columns: { user_id: shared } },
  meeting_case_assignees: { label: 'sager i referater', columns: { user_id: shared } },
  meeting_news_opportunities: { label: 'nyhedsopgaver i referater', columns: { responsible_id: shared } },
  meeting_other_tasks: { label: 'opgaver i referater', columns: { responsible_id: shared } },
  projects: { label: 'projekter', columns: { project_leader: shared, created_by: shared } },
  project_updates: { label: 'projektopdateringer', columns: { created_by: shared } },
  project_images: { label: 'projektbilleder', columns: { created_by: shared } },
  project_important_dates: { label: 'vigtige projektdatoer', columns: { created_by: shared } },
  buildings: { label: 'bygninger', columns: { created_by: shared } },
  building_access: { label: 'bygningsadgang', columns: { user_id: own, granted_by: shared } },
  building_code_reveals: { label: 'visninger af adgangskoder', columns: { user_id: anonymised } },
  handbook_categories: { label: 'håndbogskategorier', columns: { created_by: shared } },
  handbooks: { label: 'håndbøger', columns: { user_id: shared } },
  transcriptions: { label: 'transskriptioner', columns: { user_id: own } },
  audit_log: {
    label: 'revisionslog',
    columns: { actor_id: anonymised, target_id: anonymised },
    // Entries about the person name them as a target; an administrator's address and browser
    // in an entry about them are the administrator's.
    exportWhere: (userId) => sql<boolean>`actor_id = ${userId} or target_type = 'user'`,
    exportRow: (row, userId) => (row.actor_id === userId ? row : { ...row, ip: null, user_agent: null }),
  },
  ssoProvider: {
    label: 'single sign-on',
    columns: { userId: shared },
    omit: ['oidcConfig', 'samlConfig'],
  },
  // What a directory (Entra ID, Okta) called the person: theirs. Erased, the person is no longer
  // the directory's, so a later provisioning call for them finds nobody.
  scim_users: { label: 'brugerkatalog', columns: { user_id: own } },
  scim_group_members: { label: 'grupper i brugerkataloget', columns: { user_id: own } },
  scim_directories: { label: 'brugerkataloger oprettet', columns: { created_by: shared }, omit: ['token_hash'] },
}

/**
 * How the coverage test finds a column naming a person: a foreign key to "user" (or profiles),
 * or, for logs that outlive the person on purpose and so have none, its name.
 */
export const PERSON_COLUMN_NAME = /^(user_?id|actor_id|target_id)$|by$/i
