// Keeps the UI's rights in step with the live profile role on every screen size. The
// sidebar (with the profile menu) is not mounted on phones while the drawer is closed, so
// the layout itself watches the role.
import { useCurrentUser } from '@/auth/current-user'
import { useFollowSessionRole } from '@/features/profile/follow-session-role'
import { useMyProfile } from '@/features/profile/use-my-profile'

export function SessionRoleFollower() {
  const { id } = useCurrentUser()
  const { profile } = useMyProfile(id)
  useFollowSessionRole(profile?.role)
  return null
}
