// The signed-in user's own profile, private columns included (the my_profile shape).
import { useLiveQuery } from '@/db/live-query'
import type { Certification, Profile } from '../../../../sync/schema'

export type MyProfile = Omit<Profile, 'birthday' | 'created_at' | 'certifications'> & {
  birthday: string | null
  certifications: Certification[] | null
}

export function useMyProfile(userId: string): { profile: MyProfile | null; loading: boolean } {
  // Dates as text: a 'YYYY-MM-DD' string must not be shifted by time zones.
  const result = useLiveQuery<MyProfile>(
    `select user_id, email, full_name, name, title, role, birthday::text as birthday, image, phone,
            address, city, postal_code, country, emergency_contact_name, emergency_contact_phone,
            certifications, qr_code, color, notes
       from my_profile where user_id = $1`,
    [userId],
  )
  return { profile: result?.rows[0] ?? null, loading: result === undefined }
}
