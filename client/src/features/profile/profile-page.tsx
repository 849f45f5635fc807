// /profile and /profile/:id. The own profile can be edited
// (never the access role); a colleague's is read-only and shows only what the viewer's
// shapes carry. Admins can print a QR badge for anyone.
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { ArrowLeftIcon, CheckCircle2Icon, PencilIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageTitle } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { MyAssignments } from '@/features/assignments/my-assignments'
import { QrBadgeButton } from '@/features/qr-profile/qr-badge-dialog'
import { ProfileEditForm } from './profile-edit-form'
import { ProfileImage } from './profile-image'
import { ProfilePhotoControls } from './profile-photo-controls'
import { profileHeading, ProfileView } from './profile-view'
import { RolePermissionsBox } from './role-permissions-box'
import { useProfile } from './use-profile'

export function ProfilePage() {
  const { id: paramId } = useParams()
  const { id: myId, isAdmin } = useCurrentUser()
  const userId = paramId ?? myId
  const own = userId === myId
  const { profile, loading } = useProfile(userId, own)
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const heading = profile ? profileHeading(profile, own) : null
  usePageTitle(heading?.name ?? 'Profil')

  const back = (
    <Button variant="ghost" size="sm" className="mb-4" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      <ArrowLeftIcon aria-hidden />
      Back
    </Button>
  )

  if (loading) return <div className="mx-auto max-w-3xl">{back}<Skeleton className="h-64" aria-busy="true" aria-label="Indlæser profil..." /></div>
  if (!profile || !heading) {
    return (
      <div className="mx-auto max-w-3xl">
        {back}
        <Alert>
          <AlertDescription>Profil blev ikke fundet</AlertDescription>
        </Alert>
      </div>
    )
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>{back}</div>
      {saved && !editing && (
        <Alert role="status">
          <CheckCircle2Icon aria-hidden />
          <AlertDescription>Profile updated successfully!</AlertDescription>
        </Alert>
      )}
      <Card>
        <CardContent className="grid gap-6">
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
            <div className="grid justify-items-center gap-3">
              <ProfileImage image={profile.image} name={heading.name} />
              {own && !editing && <ProfilePhotoControls hasImage={!!profile.image} />}
            </div>
            <div className="grid min-w-0 flex-1 gap-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{heading.name}</h1>
              <p className="text-muted-foreground">{heading.title}</p>
              <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
                {own && !editing && (
                  <Button onClick={() => (setSaved(false), setEditing(true))}>
                    <PencilIcon aria-hidden />
                    Edit Profile
                  </Button>
                )}
                {(isAdmin || own) && profile.qr_code && <QrBadgeButton profile={profile} canRenew={isAdmin} />}
              </div>
            </div>
          </div>
          {editing ? (
            <ProfileEditForm
              profile={profile}
              onDone={(ok) => {
                setEditing(false)
                setSaved(ok)
              }}
            />
          ) : (
            <ProfileView profile={profile} />
          )}
        </CardContent>
      </Card>
      <RolePermissionsBox role={profile.role} />
      {/* 'Mine opgaver': the meetings feature's section, for the own profile. */}
      {own && <MyAssignments showHeading headingLevel={2} />}
    </div>
  )
}
