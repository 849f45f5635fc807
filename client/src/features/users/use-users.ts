// Every user, from the synced public profiles (user id, names, e-mail, access role, created).
import { useLiveQuery } from '@electric-sql/pglite-react'

export interface UserRow {
  user_id: string
  email: string | null
  full_name: string | null
  name: string | null
  role: string
  image: string | null
  color: string | null
  created_at: Date
}

export function useUsers(): UserRow[] | undefined {
  return useLiveQuery<UserRow>(
    `select user_id, email, full_name, name, role, image, color, created_at from profiles
      order by lower(coalesce(nullif(full_name, ''), nullif(name, ''), email)), user_id`,
    [],
  )?.rows
}

export const roleName = (role: string) => (role === 'administrator' ? 'Administrator' : role === 'admin' ? 'Admin' : 'Bruger')
