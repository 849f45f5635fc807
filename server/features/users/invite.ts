// Invitations use better-auth's own password-reset token: a verification row
// `reset-password:<token>` that /api/auth/reset-password consumes once. The link opens the
// client's set-password screen (#type=invite); it lasts longer than a reset link because a
// new colleague may not read the mail the same hour.
import { randomBytes } from 'node:crypto'
import type { Auth } from '../../auth/auth'
import { authLink } from '../../auth/auth'
import type { Mailer } from '../../auth/mailer'

export const INVITE_VALID_DAYS = 7

export interface InviteContext {
  auth: Auth
  mailer: Mailer
  appUrl: string
  companyName: string
}

export async function createInviteToken(auth: Auth, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const ctx = await auth.$context
  await ctx.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000),
  })
  return token
}

export async function sendInvite(ctx: InviteContext, user: { id: string; email: string; name: string }): Promise<void> {
  const token = await createInviteToken(ctx.auth, user.id)
  await ctx.mailer.send({
    to: user.email,
    subject: `Du er inviteret til ${ctx.companyName}s intranet`,
    text: [
      `Hej ${user.name},`,
      '',
      `Du har fået en konto på ${ctx.companyName}s intranet med e-mailadressen ${user.email}.`,
      `Åbn linket herunder for at vælge din adgangskode. Linket virker i ${INVITE_VALID_DAYS} dage og kan bruges én gang.`,
      '',
      authLink(ctx.appUrl, 'invite', token),
      '',
      'Har du ikke ventet denne invitation, kan du se bort fra e-mailen.',
    ].join('\n'),
  })
}
