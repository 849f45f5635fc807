// better-auth's browser client. Same origin, so the session cookie travels by itself.
import { createAuthClient } from 'better-auth/react'
import { adminClient, usernameClient } from 'better-auth/client/plugins'

export const authClient = createAuthClient({ plugins: [adminClient(), usernameClient()] })
