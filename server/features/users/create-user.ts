// Creating a colleague: better-auth's admin API makes the account (hashing the password,
// checking the caller's admin permission once more), the profile trigger makes the profile,
// and the short and full names are written to it in one transaction whose txid the browser
// waits for. With `invite`, nobody knows the random password: the person sets their own
// through the e-mailed link.
import { randomBytes } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import type { CreatedUser, NewUserInput } from '../../../sync/inputs/people'
import { newUserInput, USERNAME_INVALID } from '../../../sync/inputs/people'
import { syntheticEmail } from '../../auth/synthetic-email'
import type { Database } from '../../db/connect'
import { badRequest, conflict } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { sendInvite, type InviteContext } from './invite'
import { currentTxid } from '../../db/txid'
import { recordAudit, type RequestOrigin } from '../audit/record'

export const EMAIL_TAKEN = 'Der findes allerede en bruger med denne e-mailadresse'
export const USERNAME_TAKEN = 'Brugernavnet er allerede i brug'

function authFailure(err: unknown): never {
  if (isAPIError(err)) {
    const code = String((err.body as { code?: string } | undefined)?.code ?? '')
    if (code.startsWith('USER_ALREADY_EXISTS')) throw conflict(EMAIL_TAKEN)
    if (code === 'USERNAME_IS_ALREADY_TAKEN') throw conflict(USERNAME_TAKEN)
    if (code.startsWith('USERNAME_TOO') || code === 'INVALID_USERNAME') throw badRequest(USERNAME_INVALID)
    if (code === 'INVALID_EMAIL') throw badRequest('Ugyldig e-mailadresse')
    if (code.startsWith('PASSWORD_TOO')) throw badRequest('Adgangskoden har en ugyldig længde')
  }
  throw err
}

export async function createUser(
  db: Database,
  invite: InviteContext,
  body: NewUserInput,
  headers: Headers,
  audit: { actorId: string; origin: RequestOrigin },
  log: (line: string) => void = console.error,
): Promise<CreatedUser> {
  const input = parseInput(newUserInput, body)
  if (input.email) {
    const taken = await db.kysely.selectFrom('user').select('id').where('email', '=', input.email).executeTakeFirst()
    if (taken) throw conflict(EMAIL_TAKEN)
  }
  if (input.username) {
    const taken = await db.kysely.selectFrom('user').select('id').where('username', '=', input.username).executeTakeFirst()
    if (taken) throw conflict(USERNAME_TAKEN)
  }
  const email = input.email || syntheticEmail()
  const data = input.username ? { username: input.username, displayUsername: input.username } : undefined

  const password = input.invite ? randomBytes(32).toString('base64url') : input.password!
  const created = await invite.auth.api
    .createUser({ body: { email, password, name: input.full_name, role: input.role, ...(data ? { data } : {}) }, headers })
    .catch(authFailure)
  const user = created.user

  const txid = await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ full_name: input.full_name, name: input.name })
      .where('user_id', '=', user.id)
      .execute()
    const details = { role: input.role, invited: input.invite }
    await recordAudit(trx, { actorId: audit.actorId, action: 'user.created', target: { type: 'user', id: user.id }, details, origin: audit.origin })
    return currentTxid(trx)
  })

  let warning: string | undefined
  if (input.invite) {
    try {
      await sendInvite(invite, { id: user.id, email: user.email, name: input.full_name })
    } catch (err) {
      log(`[users] invitation to ${user.email} could not be sent: ${(err as Error).message}`)
      warning = 'Brugeren er oprettet, men invitationen kunne ikke sendes. Prøv at sende den igen.'
    }
  }
  return {
    user: { id: user.id, email: input.email || null, username: input.username || null, name: input.name, full_name: input.full_name, role: input.role },
    invited: input.invite && !warning,
    ...(warning ? { warning } : {}),
    txid,
  }
}
