// /settings: password, notifications and digest, push on this device, calendar addresses, other devices,
// and a copy of one's own data.
import { PageHeader } from '@/components/page-header'
import { useScrollToHash } from '../notifications/use-scroll-to-hash'
import { CalendarCard } from './calendar-card'
import { NotificationPreferencesCard } from './notification-preferences-card'
import { PasswordCard } from './password-card'
import { PersonalDataCard } from './personal-data-card'
import { PushCard } from './push-card'
import { SessionsCard } from './sessions-card'

export function SettingsPage() {
  useScrollToHash('notifikationer')
  return (
    <>
      <PageHeader title="Indstillinger" />
      <div className="grid max-w-3xl gap-6">
        <NotificationPreferencesCard />
        <PushCard />
        <CalendarCard />
        <PasswordCard />
        <SessionsCard />
        <PersonalDataCard />
      </div>
    </>
  )
}
