// better-auth's user row needs an e-mail address; a site crew member has none. They get one
// under `.invalid` (RFC 2606: reserved, never resolves), which is never shown (the profile
// trigger leaves it out) and never mailed (mailer.ts refuses it).
import { randomUUID } from 'node:crypto'

const DOMAIN = 'brugernavn.invalid'

export const syntheticEmail = () => `${randomUUID()}@${DOMAIN}`

export const isSyntheticEmail = (address: string) => address.trim().toLowerCase().endsWith('.invalid')
