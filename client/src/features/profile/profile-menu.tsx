// The sidebar's profile menu: who I am (from my_profile, private fields included) and
// the actions view profile, settings and sign out. Signing out wipes the local database,
// outbox included, so with writes not yet sent it asks first.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { AwardIcon, ChevronsUpDownIcon, HeartPulseIcon, LogOutIcon, MapPinIcon, PhoneIcon, SettingsIcon, UserIcon } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/auth/current-user'
import { cn } from '@/lib/utils'
import { signOut } from '@/auth/sign-out'
import { usePendingWriteCount } from '@/offline/offline-banner'
import { UnsentWritesDialog } from './unsent-writes-dialog'
import { Avatar } from './avatar'
import { displayName, formatAddress, roleLabel } from './profile-display'
import { useFollowSessionRole } from './follow-session-role'
import { useMyProfile } from './use-my-profile'

function Detail({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2 px-2 py-1 text-xs">
      <Icon className="text-muted-foreground mt-0.5 size-3.5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </div>
  )
}

function RoleLine({ role, className }: { role: string | null; className?: string }) {
  if (role === null) {
    return (
      <span data-testid="profile-role" aria-busy="true" className="py-0.5">
        <Skeleton className="h-3 w-20" />
        <span className="sr-only">Indlæser rolle</span>
      </span>
    )
  }
  return (
    <span data-testid="profile-role" className={cn('text-muted-foreground truncate text-xs', className)}>
      {role}
    </span>
  )
}

export function ProfileMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser()
  const { profile, loading } = useMyProfile(user.id)
  // Always mounted (sidebar), so a promotion or demotion reaches the whole UI from here.
  useFollowSessionRole(profile?.role)
  const [signingOut, setSigningOut] = useState(false)
  const [confirmSignOut, setConfirmSignOut] = useState(false)
  const unsent = usePendingWriteCount()
  const startSignOut = () => {
    setConfirmSignOut(false)
    setSigningOut(true)
    void signOut(user.id)
  }
  const name = displayName(profile ?? { email: user.email, name: user.name }, user.email)
  // The label is the job title when one is set, which only the profile knows: until it is
  // read, nothing is better than a guess ('Medlem' for a Projektleder).
  const role = profile ? roleLabel(profile.title, profile.role ?? user.role) : null
  const address = profile ? formatAddress(profile) : null
  const certCount = Array.isArray(profile?.certifications) ? profile.certifications.length : 0

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="hover:bg-sidebar-accent focus-visible:ring-ring data-[state=open]:bg-sidebar-accent flex w-full items-center gap-3 rounded-md p-2 text-left outline-none focus-visible:ring-[3px]"
          aria-label={`Profilmenu for ${name}`}
        >
          <Avatar name={name} image={profile?.image} color={profile?.color} />
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate text-sm font-medium">{name}</span>
            <RoleLine role={role} />
          </span>
          <ChevronsUpDownIcon className="text-muted-foreground size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-60">
          <DropdownMenuLabel className="flex items-center gap-3">
            <Avatar name={name} image={profile?.image} color={profile?.color} className="size-10" />
            <span className="grid min-w-0">
              <span className="truncate">{name}</span>
              <RoleLine role={role} className="font-normal" />
            </span>
          </DropdownMenuLabel>
          {!profile ? (
            // Before the local copy has the profile, don't claim "no phone" etc.
            <p className="text-muted-foreground px-2 pb-2 text-xs">
              {loading ? 'Indlæser...' : 'Profiloplysningerne hentes…'}
            </p>
          ) : (
            <div className="grid gap-0.5 pb-1">
              <Detail icon={PhoneIcon} label="Telefon">
                {profile?.phone || <span className="text-muted-foreground">Intet telefonnummer</span>}
              </Detail>
              {address && (
                <Detail icon={MapPinIcon} label="Adresse">
                  {address}
                </Detail>
              )}
              <Detail icon={HeartPulseIcon} label="Nødkontakt">
                {profile?.emergency_contact_name || profile?.emergency_contact_phone ? (
                  <>
                    {profile.emergency_contact_name}
                    {profile.emergency_contact_phone && (
                      <span className="text-muted-foreground block">{profile.emergency_contact_phone}</span>
                    )}
                  </>
                ) : (
                  <span className="text-muted-foreground">Ingen nødkontakt</span>
                )}
              </Detail>
              <Detail icon={AwardIcon} label="Certificeringer">
                {certCount === 1 ? '1 certificering' : `${certCount} certificeringer`}
              </Detail>
            </div>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem asChild>
              <Link to="/profile" onClick={onNavigate}>
                <UserIcon aria-hidden />
                Se profil
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/settings" onClick={onNavigate}>
                <SettingsIcon aria-hidden />
                Indstillinger
              </Link>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={signingOut}
            onSelect={() => (unsent > 0 ? setConfirmSignOut(true) : startSignOut())}
          >
            <LogOutIcon aria-hidden />
            {signingOut ? 'Logger ud...' : 'Log ud'}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Closes by itself if the writes go out meanwhile: then there is nothing to warn about. */}
      <UnsentWritesDialog
        open={confirmSignOut && unsent > 0}
        count={unsent}
        onCancel={() => setConfirmSignOut(false)}
        onConfirm={startSignOut}
      />
    </>
  )
}
