// One person's profile for the profile page, live from the local tables: the own row from
// my_profile (private columns included); a colleague's public row from profiles plus, for
// admins only, the private columns the profile_details shape carries (empty for others).
import type { CompiledQuery } from 'kysely'
import { useLiveQuery } from '@/db/live-query'
import { colleagueProfileQuery, ownProfileQuery, type ProfileRow } from './profile-queries'

export type { ProfileRow } from './profile-queries'

export function useProfile(userId: string, own: boolean): { profile: ProfileRow | null; loading: boolean } {
  const query: CompiledQuery<ProfileRow> = own ? ownProfileQuery(userId) : colleagueProfileQuery(userId)
  const result = useLiveQuery(query)
  return { profile: result?.rows[0] ?? null, loading: result === undefined }
}
