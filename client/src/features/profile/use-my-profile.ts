// The signed-in user's own profile, private columns included (the my_profile shape).
import { useLiveQuery } from '@/db/live-query'
import { myProfileQuery, type MyProfile } from './profile-queries'

export type { MyProfile } from './profile-queries'

export function useMyProfile(userId: string): { profile: MyProfile | null; loading: boolean } {
  const result = useLiveQuery(myProfileQuery(userId))
  return { profile: result?.rows[0] ?? null, loading: result === undefined }
}
