import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { Provider as JotaiProvider } from 'jotai'
import { AccessGate } from '@/auth/access-gate'
import { useCurrentUser } from '@/auth/current-user'
import { LocalDbProvider } from '@/db/local-db-provider'
import { QrProfilePage } from '@/features/qr-profile/qr-profile-page'
import { isQrProfilePath } from '@/features/qr-profile/qr-url'
import { createAppRouter } from './router'

function SignedInApp() {
  const { id } = useCurrentUser()
  // Created once per page load: the router owns history listeners.
  const [router] = useState(createAppRouter)
  return (
    <LocalDbProvider userId={id}>
      <RouterProvider router={router} />
    </LocalDbProvider>
  )
}

export function App() {
  // The public QR profile (helmet/badge scan) needs no session: it is served before the gate.
  if (isQrProfilePath(window.location.pathname)) return <QrProfilePage />
  return (
    <JotaiProvider>
      <AccessGate>
        <SignedInApp />
      </AccessGate>
    </JotaiProvider>
  )
}
